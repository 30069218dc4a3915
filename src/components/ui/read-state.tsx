import type { ReactNode } from 'react';
import type { Read } from '#src/lib/async/use-result';
import { Loading } from './loading';

export interface ReadStateProps<T> {
  readonly read: Read<T>;
  /** What the spinner tells screen readers while the read runs. */
  readonly loading: string;
  /** Said before the service's message when the read fails. */
  readonly failed?: string;
  /** The retry button's words (an English page's). */
  readonly retry?: string;
  /** Shown instead of the children when `isEmpty` says there is nothing to show. */
  readonly empty?: ReactNode;
  readonly isEmpty?: (data: T) => boolean;
  /** A class for a box around the loader, the failure and the empty state (a page's container). */
  readonly className?: string;
  readonly children: (data: T) => ReactNode;
}

/**
 * A read's state on screen (docs/product.md §8): the spinner while it runs, the service's message
 * in red with "Riprova" when it fails, the empty state, or the children with the data.
 */
export function ReadState<T>({
  read,
  loading,
  failed,
  retry = 'Riprova',
  empty,
  isEmpty,
  className,
  children,
}: ReadStateProps<T>) {
  const { state } = read;
  if (state.status === 'ready' && !isEmpty?.(state.data)) return children(state.data);
  const content =
    state.status === 'loading' ? (
      <Loading label={loading} />
    ) : state.status === 'failed' ? (
      <div className="alert alert-danger" role="alert">
        <p className="mb-2">{failed ? `${failed} ${state.error.message}` : state.error.message}</p>
        <button type="button" className="btn btn-outline-primary" onClick={read.retry}>
          {retry}
        </button>
      </div>
    ) : (
      (empty ?? null)
    );
  return className ? <div className={className}>{content}</div> : content;
}
