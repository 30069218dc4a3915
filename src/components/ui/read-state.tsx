import type { ReactNode } from 'react';
import type { Read } from '#src/lib/async/use-result';
import { Loading } from './loading';

export interface ReadStateProps<T> {
  readonly read: Read<T>;
  readonly loading: string;
  readonly failed?: string;
  readonly retry?: string;
  readonly empty?: ReactNode;
  readonly isEmpty?: (data: T) => boolean;
  readonly className?: string;
  readonly children: (data: T) => ReactNode;
}

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
