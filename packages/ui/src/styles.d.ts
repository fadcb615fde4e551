// Style sheets are imported for their side effect; the app's bundler (Vite) handles them.
declare module "*.css";
