// The "pointMall" part of the build.
export { PointsMallPage as Page } from "#app/features/points-mall/points-mall-page.tsx";
