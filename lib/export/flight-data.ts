// Next's App Router repeats every page as React Server Component data in inline scripts
// (`self.__next_f.push(…)`), used for hydration and client navigation. Budgets and the bench report
// the page's own markup apart from that repetition.
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g;

export function withoutFlightData(html: string): string {
  return html.replace(FLIGHT_SCRIPT, '');
}
