// One import() of the signed-in layouts, shared by Root (lazy) and bootstrap (started early when
// a token is stored), so webpack fetches the chunk once.
export const loadSignedInShell = () => import('./SignedInShell');
