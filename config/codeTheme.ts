import type {PluginConfig} from '@docusaurus/types';
import {themes as prismThemes} from 'prism-react-renderer';
import codeThemePlugin, {type CodeThemeOptions} from '../plugins/code-theme';

// Every token colour of these two themes meets WCAG AA on its background (axe checks it).
const codeThemeOptions = {
  light: prismThemes.vsLight,
  dark: prismThemes.oceanicNext,
  names: {light: 'vsLight', dark: 'oceanicNext'},
} satisfies CodeThemeOptions;

/** The code colours, as CSS (plugins/code-theme); themeConfig.prism gets the unstyled theme. */
export const codeTheme: PluginConfig = (context) => codeThemePlugin(context, codeThemeOptions);
