/**
 * Serves an existing deployment (DEPLOY_DIR): the site on WEB_PORT with the API proxied from
 * API_URL, and the remotes on REMOTES_PORT. `pnpm start` assembles one first and starts the API.
 */
import {
  createRemotesServer,
  createWebServer,
  deploymentOptionsFromEnv,
  type DeploymentOptions,
} from './deployment';

export async function serve(options: DeploymentOptions) {
  const remotes = await createRemotesServer(options);
  await remotes.listen({ port: options.remotesPort, host: options.host });
  const web = await createWebServer(options);
  await web.listen({ port: options.webPort, host: options.host });
  return { web, remotes };
}

if (require.main === module) {
  const options = deploymentOptionsFromEnv();
  void serve(options).then(() =>
    console.log(`Serving ${options.deployDir} at http://${options.host}:${options.webPort}/`),
  );
}
