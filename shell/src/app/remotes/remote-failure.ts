/** What kind of failure stopped a remote section, for the reader's message. */
export type RemoteFailureKind = 'timeout' | 'unreachable' | 'broken';

/**
 * Classifies the errors a remote can fail with: the manifest (MF RUNTIME-003), the entry script
 * (RUNTIME-008, ScriptNetworkError), a JS chunk (webpack's ChunkLoadError), a CSS chunk
 * (CSS_CHUNK_LOAD_FAILED); timeouts of any of the three 120 s clocks say so in their message.
 */
export function classifyRemoteFailure(error: unknown): RemoteFailureKind {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/time(d)? ?out/i.test(text)) return 'timeout';
  if (
    /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|RUNTIME-00[38]|ScriptNetworkError|Failed to fetch|HTTP \d{3}|remotes list/i.test(
      text,
    )
  ) {
    return 'unreachable';
  }
  return 'broken';
}
