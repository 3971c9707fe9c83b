/** A route as riders know it: its name, led by its code unless the name already has it ('PJ01 …'). */
export function routeLabel(route: { code: string; name: string }): string {
  return route.name.includes(route.code) ? route.name : `${route.code} ${route.name}`.trim();
}
