import type { Page } from '@playwright/test';

/**
 * What is wrong with the page's layout at its current size, in words a person can act on:
 *  - the page is wider than the screen (it pans sideways), naming what sticks out;
 *  - a control (link, button, field, tab) is partly cut off by the screen's edge or by a box
 *    that clips it, unless it sits in a box that scrolls (a table, a tab strip);
 *  - the floating Help button lies over another control once the page is scrolled to its end.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const problems: string[] = [];
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') || el.textContent || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 50);
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}${id}${testId ? `[${testId}]` : ''}> "${text}"`;
    };
    const scrolls = (s: CSSStyleDeclaration) => /auto|scroll/.test(s.overflowX);
    const shown = (el: Element, r: DOMRect) =>
      r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    /** In a box that scrolls sideways: sticking out of the page there is by design. */
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (scrolls(getComputedStyle(a))) return true;
      return false;
    };

    const width = document.documentElement.scrollWidth;
    if (width > vw) {
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const r = el.getBoundingClientRect();
        return shown(el, r) && r.right > vw + 1 && !inScroller(el);
      });
      // The outermost ones: their children stick out because they do.
      const outer = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el)));
      problems.push(
        `page is ${width}px wide on a ${vw}px screen: ${outer.slice(0, 4).map(name).join(', ')}`,
      );
    }

    const controls = document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]',
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (!shown(el, r)) continue;
      let scroller = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (scrolls(s)) {
          scroller = true;
          break;
        }
        if (!/hidden|clip/.test(`${s.overflowX} ${s.overflowY}`)) continue;
        const box = a.getBoundingClientRect();
        // Partly visible: a control wholly outside a clipping box is hidden on purpose.
        const overlaps =
          r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
        const cut =
          r.left < box.left - 1 ||
          r.right > box.right + 1 ||
          (/hidden|clip/.test(s.overflowY) && (r.top < box.top - 1 || r.bottom > box.bottom + 1));
        if (overlaps && cut) problems.push(`${name(el)} is cut off by ${name(a)}`);
      }
      if (!scroller && (r.left < -1 || r.right > vw + 1))
        problems.push(
          `${name(el)} runs past the screen (${Math.round(r.left)} to ${Math.round(r.right)} of ${vw})`,
        );
    }

    const help = document.querySelector('button[aria-label="Help"][data-placement="floating"]');
    const hr = help?.getBoundingClientRect();
    if (help && hr && shown(help, hr)) {
      if (hr.right > vw || hr.bottom > vh) problems.push('the Help button is off the screen');
      for (const el of controls) {
        if (el === help || help.contains(el)) continue;
        const r = el.getBoundingClientRect();
        if (!shown(el, r)) continue;
        const covered =
          r.right > hr.left + 1 &&
          r.left < hr.right - 1 &&
          r.bottom > hr.top + 1 &&
          r.top < hr.bottom - 1;
        if (covered) problems.push(`the Help button covers ${name(el)}`);
      }
    }
    return problems;
  });
}
