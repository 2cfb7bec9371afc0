import type { SVGProps } from 'react';

/** Brand glyphs drawn in the same 24px, 1.5-stroke style as the rest of the icons. */
function Glyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Glyph {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.25" cy="6.75" r="0.6" fill="currentColor" />
    </Glyph>
  );
}

export function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Glyph {...props}>
      <path d="M17 3h-3a4.5 4.5 0 0 0-4.5 4.5V10H7v3.5h2.5V21h3.5v-7.5h3l.5-3.5H13V7.75A.75.75 0 0 1 13.75 7H17z" />
    </Glyph>
  );
}

export function XIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Glyph {...props}>
      <path d="M4 4l11.733 16H20L8.267 4z" />
      <path d="M4 20l6.768-6.768M13.228 10.772L20 4" />
    </Glyph>
  );
}

export function PinterestIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Glyph {...props}>
      <path d="M8 20l4-9" />
      <path d="M10.7 14c.437 1.263 1.43 2 2.55 2 2.071 0 3.75-1.554 3.75-4a5 5 0 1 0-9.7 1.7" />
      <circle cx="12" cy="12" r="9" />
    </Glyph>
  );
}
