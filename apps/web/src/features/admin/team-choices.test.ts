import { describe, expect, it } from 'vitest';
import { operatorsWithoutTeam } from './team-choices';

const operator = (id: string, name: string) => ({ id, name, slug: id, kind: 'transit' as const });
const teamOf = (id: string) => ({ operator: { id } });

describe('operatorsWithoutTeam', () => {
  it('offers only the operators that have no team, by name', () => {
    const operators = [operator('c', 'Rapid KL'), operator('a', 'Causeway Link'), operator('b', 'myBAS'), operator('d', 'KTM')];
    expect(operatorsWithoutTeam(operators, [teamOf('c'), teamOf('x')]).map((o) => o.name)).toEqual(['Causeway Link', 'KTM', 'myBAS']);
  });

  it('offers nothing when every operator has its team, and leaves the list it was given as it was', () => {
    const operators = [operator('b', 'B'), operator('a', 'A')];
    expect(operatorsWithoutTeam(operators, [teamOf('a'), teamOf('b')])).toEqual([]);
    expect(operatorsWithoutTeam(operators, []).map((o) => o.id)).toEqual(['a', 'b']);
    expect(operators.map((o) => o.id)).toEqual(['b', 'a']);
  });
});
