/**
 * Hostile texts for the hostile-content flows: each payload, if a page ever ran it, reports itself
 * by calling `__xss(<its number>)` (a function the flow exposes to every frame) or opens a dialog
 * with `alert`. Each holds its label, `[XSS-07]`, a harmless piece a reader must still read.
 *
 * They go into every text a reader sees (hostile-database.ts): plain text, which the apps render as
 * React text; TeX, typeset by Temml (`@portal/tex`) in the browser and in the API; and HTML (news bodies,
 * FAQ answers, ordering pages), which the apps sanitize before inserting it. Every payload lands in
 * fields of each kind, so each is tried against each way of rendering.
 */

export interface Payload {
  /** 1-based; the number the payload reports when it runs. */
  id: number;
  /** `[XSS-07]`: shown as text whatever the field does with the rest. */
  label: string;
  /** What it tries, for the report of a failure. */
  technique: string;
  /** For addresses a page links to (javascript: and data: URLs); the others are texts. */
  address: boolean;
  /** The text stored in the database: the label and the attack. */
  text: string;
}

/** Attacks in order; `{n}` stands for the payload's number. */
const ATTACKS: readonly [technique: string, attack: string][] = [
  // Markup that runs script by itself.
  ['script element', '<script>__xss({n})</script>'],
  ['image error handler', '<img src=x onerror=__xss({n})>'],
  ['SVG load handler', '<svg onload=__xss({n})>'],
  ['SVG animation begin handler', '<svg><animate onbegin=__xss({n}) attributeName=x dur=1s>'],
  ['script inside SVG', '<svg><script>__xss({n})</script></svg>'],
  ['image inside SVG foreignObject', '<svg><foreignObject><img src=x onerror=__xss({n})>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>__xss({n})</script>"></iframe>'],
  ['iframe javascript: source', '<iframe src="javascript:__xss({n})"></iframe>'],
  ['object javascript: data', '<object data="javascript:__xss({n})"></object>'],
  ['embed javascript: source', '<embed src="javascript:__xss({n})">'],
  ['body load handler', '<body onload=__xss({n})>'],
  ['details toggle handler', '<details open ontoggle=__xss({n})><summary>s</summary></details>'],
  ['autofocus focus handler', '<input autofocus onfocus=__xss({n})>'],
  ['video source error handler', '<video><source onerror=__xss({n})></video>'],
  ['audio error handler', '<audio src=x onerror=__xss({n})></audio>'],
  ['marquee start handler', '<marquee onstart=__xss({n})>m</marquee>'],
  ['custom element handler', '<x-a onpointerover=__xss({n}) style="display:block">hover</x-a>'],
  ['alert from an error handler', '<img src=x onerror=alert({n})>'],
  ['entity-encoded handler', '<img src=x onerror="&#95;&#95;xss&#40;{n}&#41;">'],
  ['handler without quotes or spaces', '<svg/onload=__xss({n})//'],
  ['script with an uppercase tag', '<SCRIPT>__xss({n})</SCRIPT>'],
  ['script split by a null-ish tag', '<scr<script>ipt>__xss({n})</scr</script>ipt>'],
  // Links and forms that run script when followed.
  ['javascript: link', '<a href="javascript:__xss({n})">link</a>'],
  ['javascript: link in mixed case', '<a href="JaVaScRiPt:__xss({n})">link</a>'],
  ['javascript: link with an entity tab', '<a href="jav&#x09;ascript:__xss({n})">link</a>'],
  ['javascript: link with a leading space', '<a href=" javascript:__xss({n})">link</a>'],
  ['data: HTML link', '<a href="data:text/html,<script>__xss({n})</script>">data</a>'],
  ['form javascript: action', '<form action="javascript:__xss({n})"><button>go</button></form>'],
  [
    'button javascript: formaction',
    '<form><button formaction="javascript:__xss({n})">go</button></form>',
  ],
  [
    'SVG javascript: link',
    '<svg><a xlink:href="javascript:__xss({n})"><text y="20">svg</text></a></svg>',
  ],
  [
    'SVG set animating a link',
    '<svg><a><set attributeName=href to=javascript:__xss({n}) /><text y=20>set</text></a></svg>',
  ],
  [
    'MathML javascript: link',
    '<math><mtext><a xlink:href="javascript:__xss({n})">mathml</a></mtext></math>',
  ],
  ['MathML href attribute', '<math href="javascript:__xss({n})"><mi>x</mi></math>'],
  // Parser differentials (mutation XSS) that have fooled sanitizers.
  ['noscript title breakout', '<noscript><p title="</noscript><img src=x onerror=__xss({n})>">'],
  ['style inside SVG breakout', '<svg></p><style><a id="</style><img src=1 onerror=__xss({n})>">'],
  [
    'MathML mglyph style namespace confusion',
    '<math><mtext><table><mglyph><style><img src=x onerror=__xss({n})>',
  ],
  ['template content', '<template><script>__xss({n})</script></template><div>t</div>'],
  ['comment breakout', '<!--><img src=x onerror=__xss({n})>-->'],
  ['CDATA in HTML', '<![CDATA[><img src=x onerror=__xss({n})>]]>'],
  // Pages, styles and addresses taken over.
  ['style import', '<style>@import "http://xss.invalid/{n}.css";</style>'],
  ['stylesheet link', '<link rel="stylesheet" href="http://xss.invalid/{n}.css">'],
  ['base element', '<base href="http://xss.invalid/{n}/">'],
  [
    'meta refresh to javascript:',
    '<meta http-equiv="refresh" content="0;url=javascript:__xss({n})">',
  ],
  ['inline style javascript: URL', '<div style="background:url(javascript:__xss({n}))">bg</div>'],
  // Attribute and context breakouts, for a text ever put into an attribute or a script.
  ['double-quoted attribute breakout', '"><script>__xss({n})</script>'],
  ['single-quoted attribute breakout', "' onmouseover='__xss({n})' x='"],
  ['unquoted attribute breakout', 'x onfocus=__xss({n}) autofocus '],
  ['script string breakout', "';__xss({n});//"],
  ['script element breakout', '</script><script>__xss({n})</script>'],
  ['template literal', '${__xss({n})}'],
  ['client template expression', "{{constructor.constructor('__xss({n})')()}}"],
  // TeX: macros that make links, HTML or images, and HTML inside math.
  ['TeX \\href to javascript:', '$\\href{javascript:__xss({n})}{click}$'],
  ['TeX \\url of javascript:', '$\\url{javascript:__xss({n})}$'],
  ['TeX \\htmlClass', '$\\htmlClass{x" onmouseover="__xss({n})}{y}$'],
  ['TeX \\htmlData', '$\\htmlData{onload=__xss({n})}{y}$'],
  ['TeX \\htmlStyle', '$\\htmlStyle{background:url(javascript:__xss({n}))}{y}$'],
  ['TeX \\includegraphics', '$\\includegraphics[height=1em]{javascript:__xss({n})}$'],
  ['TeX \\includegraphics with a quote', '$\\includegraphics{x" onerror="__xss({n})}$'],
  ['TeX macro hiding \\href', '$\\def\\go{\\href{javascript:__xss({n})}{x}}\\go$'],
  ['HTML inside math', '$<img src=x onerror=__xss({n})>$'],
  ['HTML inside \\text', '$\\text{<script>__xss({n})</script>}$'],
  ['MathML closed from inside math', '$\\mathrm{</math><img src=x onerror=__xss({n})>}$'],
  ['HTML inside \\operatorname', '$\\operatorname{<svg onload=__xss({n})>}$'],
  ['escaped dollars around HTML', '\\$<img src=x onerror=__xss({n})>\\$'],
];

/**
 * Addresses for fields a page turns into links (an editor's web page, the footer's support link):
 * each runs script, or would, when followed. The label comes last, in a comment or as text.
 */
const ADDRESS_ATTACKS: readonly [technique: string, attack: string][] = [
  ['javascript: address', 'javascript:__xss({n})//'],
  ['javascript: address in mixed case, with an alert', 'JaVaScRiPt:alert({n})//'],
  ['javascript: address after a tab', '\tjavascript:__xss({n})//'],
  ['javascript: address split by a tab', 'java\tscript:__xss({n})//'],
  ['data: HTML address', 'data:text/html,<script>__xss({n})</script>'],
];

const pad = (n: number) => String(n).padStart(2, '0');

export const PAYLOADS: readonly Payload[] = [
  ...ATTACKS.map(([technique, attack]) => ({ technique, attack, address: false })),
  ...ADDRESS_ATTACKS.map(([technique, attack]) => ({ technique, attack, address: true })),
].map(({ technique, attack, address }, index) => {
  const id = index + 1;
  const label = `[XSS-${pad(id)}]`;
  const body = attack.replaceAll('{n}', String(id));
  return { id, label, technique, address, text: address ? body + label : `${label} ${body}` };
});

/** The payloads for addresses. */
export const ADDRESS_PAYLOADS = PAYLOADS.filter((payload) => payload.address);

/** Addresses a payload may make a page fetch: nothing answers them, and the flows count them. */
export const HOSTILE_HOST = 'xss.invalid';

/** The payloads whose labels are in a text. */
export function labelsIn(text: string): number[] {
  return [...text.matchAll(/\[XSS-(\d{2})\]/g)].map((match) => Number(match[1]));
}
