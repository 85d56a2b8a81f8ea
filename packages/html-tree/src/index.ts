export {parseHtml, parseHtmlFragment, parseWithParse5} from './parseHtml';
