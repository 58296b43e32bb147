/** The deployment for other packages' tests (e2e): its layout, servers, releases and checks. */
export * from './layout';
export * from './deployment';
export * from './publish';
export * from './release';
export * from './release-file';
export { checkCandidate, pagesToCheck, type CheckResult } from './check';
export { serve } from './serve';
export { previousBuildDir, previousReleases } from './previous';
export { contractProblems, readContract } from './contract';
