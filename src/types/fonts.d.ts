/** A font file imported from a module: its URL on the site (webpack emits the file, gatsby-node onCreateWebpackConfig). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
