/**
 * Which docs/Models page describes a model id. The catalogue's rows link there and each
 * page's id table lists exactly the ids mapped to it. Rules are tried in order (Hermes and
 * Perplexity's Sonar before Llama, DeepSeek before Qwen and Llama, Hermes before Mistral), so they
 * work on synced data too.
 */
export type VendorPage = {
  /** File name under docs/Models/ and the page's URL segment. */
  slug: string;
  /** Vendor name as the catalogue shows it. */
  name: string;
  match: RegExp;
  /**
   * The vendor's model families the page names, each by the ids it matches (among the page's own). The page
   * renders what each holds from the data (ModelFamilies); a family no id matches fails data/catalogue's test.
   */
  families?: readonly {name: string; match: RegExp}[];
};

export const vendorPages: readonly VendorPage[] = [
  {slug: 'Hermes', name: 'Hermes', match: /hermes/i},
  {slug: 'Perplexity', name: 'Perplexity', match: /sonar/i},
  {slug: 'Claude', name: 'Claude', match: /^claude-/i},
  // DeepSeek's own models and its distillations into Qwen and Llama weights.
  {slug: 'Deepseek', name: 'DeepSeek', match: /^deepseek/i},
  {
    slug: 'OpenAI',
    name: 'OpenAI',
    match:
      /^(gpt|o[1-9](-|$)|chatgpt-|codex-|computer-use|omni-moderation|sora-|dall-e|tts-|text-embedding-|whisper|(text-)?(babbage|davinci)-)/i,
  },
  {
    slug: 'Google',
    name: 'Google',
    match:
      /^(gemini|palm-|chat-bison|gemma|codegemma|learnlm|vit-base|textembedding-gecko|text-multilingual-embedding)/i,
    families: [
      {name: 'Gemini', match: /^gemini/i},
      {name: 'Gemma', match: /^(code)?gemma/i},
      {name: 'PaLM 2', match: /^(palm-|chat-bison)/i},
    ],
  },
  {slug: 'Grok', name: 'Grok', match: /^grok/i},
  {
    slug: 'Amazon',
    name: 'Amazon',
    match: /^(nova-|titan-|olympus-)/i,
    families: [
      {name: 'Nova', match: /^nova-/i},
      {name: 'Titan', match: /^titan-/i},
    ],
  },
  {
    slug: 'Cohere',
    name: 'Cohere',
    match: /^(command|embed-(english|multilingual))/i,
    families: [
      {name: 'Command', match: /^command/i},
      {name: 'Embed', match: /^embed-/i},
    ],
  },
  {
    slug: 'ai21',
    name: 'AI21',
    match: /^(j2-|jamba)/i,
    families: [
      {name: 'Jamba', match: /^jamba/i},
      {name: 'Jurassic-2', match: /^j2-/i},
    ],
  },
  {slug: 'Eleven_Labs', name: 'ElevenLabs', match: /^eleven_/i},
  {
    slug: 'Microsoft',
    name: 'Microsoft',
    match: /^(phi-|wizardlm|mai-ds-|resnet-|beit-)/i,
    families: [
      {name: 'Phi', match: /^phi-/i},
      {name: 'WizardLM-2', match: /^wizardlm-2/i},
    ],
  },
  {slug: 'Qwen', name: 'Qwen', match: /qwen|^qwq-/i},
  {slug: 'Llama', name: 'Llama', match: /llama/i},
  {slug: 'Mistral', name: 'Mistral', match: /mistral|mixtral|ministral|magistral|codestral|devstral|pixtral/i},
  {
    slug: 'Stable_Diffusion',
    name: 'Stable Diffusion',
    match: /stable-diffusion|sd_xl|dreamshaper|realistic_vision|juggernaut|inpainting/i,
  },
  // No source lists exact ids for these vendors; their pages say so (the snapshot [S] lists language models only).
  {slug: 'Flux', name: 'Flux', match: /^flux/i},
  {slug: 'Leonardo_AI', name: 'Leonardo AI', match: /^leonardo/i},
];

/** The Models page for a model id, or undefined when no page covers it. */
export function vendorPageOf(id: string): VendorPage | undefined {
  return vendorPages.find((page) => page.match.test(id));
}
