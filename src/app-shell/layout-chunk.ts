/**
 * Nothing but the first module of the layout's chunk (src/app-shell/layout-loader.ts): importing it
 * downloads, compiles and runs the chunk's script without evaluating the layout's modules.
 */
export {};
