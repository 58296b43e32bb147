/** Where the deployed list of remotes lives: `/remotes.json`, or `/remotes.dev.json` in dev. */
declare const __REMOTES_URL__: string;
