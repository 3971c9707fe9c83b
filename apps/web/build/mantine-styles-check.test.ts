import { describe, expect, it } from 'vitest';
import { missingStylesMessage, unstyledMantineClasses } from './mantine-styles-check';

describe('unstyledMantineClasses', () => {
  const script = 'var classes={root:"m_77c9d27d",inner:"m_80f1301b"};var other={root:"m_5f75b09e"}';

  it('finds nothing when every class the scripts name has a rule', () => {
    expect(unstyledMantineClasses([script], ['.m_77c9d27d{color:red}.m_80f1301b{gap:0}', '.m_5f75b09e{margin:0}'])).toEqual([]);
  });

  it('names each class no sheet styles, once, sorted', () => {
    expect(unstyledMantineClasses([script, script], ['.m_80f1301b{gap:0}'])).toEqual(['m_5f75b09e', 'm_77c9d27d']);
  });

  it('reads only whole class names', () => {
    expect(unstyledMantineClasses(['"m_77c9d27d0"', 'xm_80f1301b'], [])).toEqual([]);
  });
});

describe('missingStylesMessage', () => {
  it("names each component's file once, as an import to add, and a class no core file has", () => {
    const owner = new Map([
      ['m_77c9d27d', 'Button.layer.css'],
      ['m_80f1301b', 'Button.layer.css'],
    ]);
    const message = missingStylesMessage(['m_77c9d27d', 'm_80f1301b', 'm_00000000'], owner);
    expect(message.split('\n').slice(1)).toEqual(["  @import '@mantine/core/styles/Button.layer.css';", '  (not in @mantine/core: m_00000000)']);
  });
});
