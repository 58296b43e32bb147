import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useDisclosure } from '../hooks/use-disclosure';
import {
  isCurrentLink,
  isInSection,
  useMenuSections,
  type MenuSection,
} from '../hooks/use-menu-sections';
import { ChevronIcon } from './icons';

export type MenuLayout = 'bar' | 'drawer';

const Nav = styled.nav<{ $layout: MenuLayout }>`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  a[aria-current='page'] {
    font-weight: 600;
  }

  ${({ $layout, theme }) =>
    $layout === 'bar'
      ? css`
          flex: 1;
          > ul {
            position: relative;
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${theme.space(1)};
          }
          > ul > li {
            position: relative;
            display: flex;
            align-items: center;
          }
          /* A submenu of several groups spans the whole bar instead of running off its edge. */
          > ul > li[data-wide] {
            position: static;
          }
          > ul > li > a {
            padding-block: ${theme.space(3)};
            border-bottom: 3px solid transparent;
            border-radius: 0;
          }
          > ul > li > a[aria-current] {
            border-bottom-color: ${theme.colors.accent};
            font-weight: 600;
          }
        `
      : css`
          > ul > li {
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            border-bottom: 1px solid ${theme.colors.border};
          }
          > ul > li > a {
            flex: 1;
            padding-block: ${theme.space(3)};
          }
          > ul > li > a[aria-current] {
            box-shadow: inset 4px 0 0 ${theme.colors.accent};
            font-weight: 600;
          }
        `}
`;

const Toggle = styled.button<{ $layout: MenuLayout }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${({ $layout }) => $layout === 'bar' && 'min-width: 1.75rem; margin-left: -0.5rem;'}

  svg {
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Panel = styled.div<{ $layout: MenuLayout; $wide: boolean }>`
  ${({ $layout, $wide, theme }) =>
    $layout === 'bar'
      ? css`
          position: absolute;
          top: 100%;
          left: 0;
          ${$wide && 'right: 0; flex-wrap: wrap;'}
          z-index: ${theme.zIndex.drawer};
          display: flex;
          gap: ${theme.space(4)};
          min-width: 14rem;
          padding: ${theme.space(3)};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.lg};
        `
      : css`
          flex-basis: 100%;
          padding: 0 0 ${theme.space(2)} ${theme.space(4)};
        `}

  &[hidden] {
    display: none;
  }

  a {
    white-space: nowrap;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${({ theme, $layout }) =>
      $layout === 'bar' ? theme.colors.surfaceMuted : 'transparent'};
  }
  a[aria-current='page'] {
    color: ${({ theme, $layout }) => ($layout === 'bar' ? theme.colors.primary : 'inherit')};
  }
`;

const Group = styled.div`
  min-width: 11rem;
`;

const GroupHeading = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  opacity: 0.8;
`;

function currentState(section: MenuSection, pathname: string): 'page' | 'true' | undefined {
  if (section.to === pathname) return 'page';
  return isInSection(section, pathname) ? 'true' : undefined;
}

function SectionEntry({ section, layout }: { section: MenuSection; layout: MenuLayout }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const disclosure = useDisclosure();
  const groups = section.groups ?? [];
  // A mouse opens a bar submenu on hover as well; touch and keyboard use the button. A click on
  // the button of a submenu the hover has just opened keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const hover = (event: PointerEvent) => {
    if (layout !== 'bar' || event.pointerType !== 'mouse' || !groups.length) return;
    const open = event.type === 'pointerenter';
    openedByHover.current = open && !disclosure.open;
    disclosure.setOpen(open);
  };
  const toggle = () => {
    if (openedByHover.current) openedByHover.current = false;
    else disclosure.setOpen(!disclosure.open);
  };
  return (
    <li
      {...disclosure.containerProps}
      data-wide={groups.length > 1 || undefined}
      onPointerEnter={hover}
      onPointerLeave={hover}
    >
      <Link to={section.to} aria-current={currentState(section, pathname)}>
        {section.label}
      </Link>
      {groups.length > 0 && (
        <>
          <Toggle
            {...disclosure.buttonProps}
            onClick={toggle}
            $layout={layout}
            aria-label={t('shell:header.menu.submenu', { section: section.label })}
          >
            <ChevronIcon />
          </Toggle>
          <Panel {...disclosure.panelProps} $layout={layout} $wide={groups.length > 1}>
            {groups.map((group) => {
              const headingId = `${disclosure.panelProps.id}-${group.key}`;
              return (
                <Group key={group.key}>
                  {group.label && <GroupHeading id={headingId}>{group.label}</GroupHeading>}
                  <ul aria-labelledby={group.label ? headingId : undefined}>
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <Link
                          to={link.to}
                          aria-current={
                            isCurrentLink(link.to, pathname, search) ? 'page' : undefined
                          }
                          onClick={() => disclosure.close()}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Group>
              );
            })}
          </Panel>
        </>
      )}
    </li>
  );
}

/**
 * The main menu: a bar of sections with disclosure submenus (desktop), or the same entries as
 * a list in the mobile drawer. The current section is marked with `aria-current`.
 */
export function MainMenu({ layout }: { layout: MenuLayout }) {
  const { t } = useTranslation();
  const sections = useMenuSections();
  return (
    <Nav aria-label={t('common:menu.main')} $layout={layout}>
      <ul>
        {sections.map((section) => (
          <SectionEntry key={section.key} section={section} layout={layout} />
        ))}
      </ul>
    </Nav>
  );
}
