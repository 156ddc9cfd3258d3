/** A font file imported by a server module resolves to its public URL (next.config.ts, decision 1730). */
declare module '*.woff2' {
  const href: string;
  export default href;
}
