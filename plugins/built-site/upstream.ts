import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

/** An upstream plugin module as Docusaurus exports it: the plugin function and its options' validation. */
type UpstreamPlugin<Normalized, Content> = {
  plugin: (context: LoadContext, options: Normalized) => Plugin<Content> | null | Promise<Plugin<Content> | null>;
  // Each module types its own validation context; it is called as Docusaurus calls it.
  validateOptions: (validation: never) => Normalized;
};

/**
 * An upstream plugin made as Docusaurus makes it (its options validated and defaulted by its own
 * schema), for a step that calls its postBuild at its place in the pipeline. The site does not
 * list that plugin itself, or turns its files off by option, so they are written once, here.
 */
export async function upstreamPlugin<Normalized, Content>(
  context: LoadContext,
  {plugin, validateOptions}: UpstreamPlugin<Normalized, Content>,
  options: unknown,
): Promise<Plugin<Content> & Required<Pick<Plugin<Content>, 'postBuild'>>> {
  const normalized = validateOptions({validate: normalizePluginOptions, options} as never);
  const made = await plugin(context, normalized);
  if (!made?.postBuild) throw new Error('the plugin has no postBuild with this site configuration');
  return made as Plugin<Content> & Required<Pick<Plugin<Content>, 'postBuild'>>;
}
