// Class maps of CSS Modules (css-loader: namedExport false, so the map is the default export).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
