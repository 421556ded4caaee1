// Build step: fails on a broken internal link (naming file and target); warns on anchors and duplicates.
import { checkSiteLinks } from '../lib/links/site-links';
import { checkContentFiles } from '../lib/docs/content-files';

const missing = checkContentFiles();
const { errors, warnings } = checkSiteLinks();
for (const w of warnings) console.warn(`[links] warning: ${w}`);
for (const e of [...missing, ...errors]) console.error(`[links] error: ${e}`);
if (missing.length || errors.length) {
  console.error(`[links] ${missing.length + errors.length} error(s): fix them before building.`);
  process.exit(1);
}
console.log(`[links] ok (${warnings.length} warning(s))`);
