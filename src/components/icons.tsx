/** Small inline icons. Decorative: the control that holds one carries the accessible name. */

const svgProps = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export const MenuIcon = () => (
  <svg {...svgProps}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...svgProps}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const ChevronDownIcon = () => (
  <svg {...svgProps} width={16} height={16}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

export const ArrowUpIcon = () => (
  <svg {...svgProps}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
