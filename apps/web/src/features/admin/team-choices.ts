/** The operators that have no team yet, by name: the choices of 'Create team' (one team per operator). */
export function operatorsWithoutTeam<Operator extends { id: string; name: string }>(
  operators: readonly Operator[],
  teams: readonly { operator: { id: string } }[],
): Operator[] {
  const taken = new Set(teams.map((team) => team.operator.id));
  return operators.filter((operator) => !taken.has(operator.id)).sort((a, b) => a.name.localeCompare(b.name));
}
