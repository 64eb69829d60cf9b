/** The URLs of the build's other browser files, written into the page script by tools/assets/bundle-js.ts. */
declare module 'virtual:browser-modules' {
  /** React's file, which every island's file imports. */
  export const reactFile: string;
  export const loadSearchDialog: () => Promise<typeof import('./search/SearchDialog.tsx')>;
}
