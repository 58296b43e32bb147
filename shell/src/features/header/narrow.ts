/**
 * Up to 480 px (the narrowest phones to the large ones): the brand's row holds the logo, the
 * publisher's name, the cart and the menu button only if all four are smaller.
 */
export const NARROW = '@media (max-width: 479.98px)';
