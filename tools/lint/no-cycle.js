import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

// import-x's no-cycle without its two exceptions (decision 83): a type-only import and a dynamic
// import count as edges. A circle through types still ties the two modules' shapes together, and
// a lazy import of a module that imports its importer back is a circle the next change makes eager.

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import circle, type-only and dynamic imports included.' },
    schema: [],
    messages: {
      cycle: 'Dependency cycle detected (type-only imports count).',
      cycleSource: 'Dependency cycle via "{{source}}" (type-only imports count).',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    const traversed = new Set();
    return moduleVisitor(
      (sourceNode, importer) => {
        const imported = ModuleInfo.get(sourceNode.value, context);
        if (imported == null || imported.path === filename || traversed.has(imported.path)) return;
        traversed.add(imported.path);
        const queue = [{ get: () => imported, route: [] }];
        while (queue.length > 0) {
          const { get, route } = queue.shift();
          const module = get();
          if (module == null) continue;
          for (const [path, { resolve, declarations }] of module.getImports()) {
            if (path === filename) {
              context.report({
                node: importer,
                ...(route.length > 0
                  ? {
                      messageId: 'cycleSource',
                      data: {
                        source: route.map((s) => `${s.value}:${s.loc.start.line}`).join('=>'),
                      },
                    }
                  : { messageId: 'cycle' }),
              });
              return;
            }
            if (traversed.has(path)) continue;
            traversed.add(path);
            const [first] = declarations;
            queue.push({ get: resolve, route: [...route, first.source] });
          }
        }
      },
      { esmodule: true, commonjs: false, amd: false },
    );
  },
};

export default { rules: { 'no-cycle': noCycle } };
