declare module '*/flexsearch.light.module.min.js' {
  export const Index: unknown;
}
