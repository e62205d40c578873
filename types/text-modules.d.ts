/** GraphQL SDL files are imported as text (wrangler's Text rule; a Vite plugin in vitest). */
declare module '*.graphqls' {
  const sdl: string
  export default sdl
}
