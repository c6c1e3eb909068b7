#!/usr/bin/env python3
"""Renders Mermaid files with the real Mermaid library in headless Chromium.

Usage: render-mermaid.py MERMAID_JS OUTPUT_DIR [--png] FILE.mmd...

For each file, writes OUTPUT_DIR/<name>.html, a page that loads MERMAID_JS, parses the text and
renders it (mermaid.parse, then mermaid.render), and asks Chromium for the page once it settles.
With --png, also screenshots the drawing to OUTPUT_DIR/<name>.png. Prints one line per file and
exits 1 when any file has a parse or render error, or does not finish rendering.
Needs `chromium` (Debian's package) on PATH or in $CHROMIUM.
"""
import html
import json
import os
import re
import shutil
import subprocess
import sys

PAGE = """<!doctype html>
<meta charset="utf-8">
<body style="margin:0;background:#fff">
<div id="diagram" style="display:inline-block;padding:8px"></div>
<pre id="status" style="display:none">pending</pre>
<script src="{mermaid}"></script>
<script>
const graphText = {text};
(async () => {{
  const status = document.getElementById('status');
  try {{
    mermaid.initialize({{ startOnLoad: false, securityLevel: 'strict', flowchart: {{ useMaxWidth: false }} }});
    await mermaid.parse(graphText);
    const {{ svg }} = await mermaid.render('navgraph', graphText);
    document.getElementById('diagram').innerHTML = svg;
    const box = document.getElementById('diagram').getBoundingClientRect();
    status.textContent = 'RENDERED ' + Math.ceil(box.width) + 'x' + Math.ceil(box.height);
  }} catch (error) {{
    status.textContent = 'ERROR ' + (error && error.message ? error.message : String(error));
  }}
}})();
</script>
"""


def chromium(*arguments):
    """Runs headless Chromium with the flags a container needs; returns its standard output."""
    binary = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not binary:
        sys.exit("render-mermaid: chromium not found (apt-get install chromium)")
    command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
               "--allow-file-access-from-files", "--virtual-time-budget=20000", *arguments]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    return result.stdout


def render(mermaid_js, output, source, png):
    """Renders one file; returns (ok, message)."""
    name = os.path.splitext(os.path.basename(source))[0]
    page = os.path.join(output, name + ".html")
    with open(source, encoding="utf-8") as f:
        text = f.read()
    with open(page, "w", encoding="utf-8") as f:
        f.write(PAGE.format(mermaid=html.escape(os.path.abspath(mermaid_js)), text=json.dumps(text)))
    dom = chromium("--dump-dom", "file://" + os.path.abspath(page))
    match = re.search(r'<pre id="status"[^>]*>(.*?)</pre>', dom, re.S)
    status = html.unescape(match.group(1)) if match else "no status (the page did not load)"
    if not status.startswith("RENDERED"):
        return False, status
    if png:
        width, height = (int(n) for n in status.split()[1].split("x"))
        chromium(f"--window-size={width + 16},{height + 16}", "--hide-scrollbars",
                 "--screenshot=" + os.path.abspath(os.path.join(output, name + ".png")),
                 "file://" + os.path.abspath(page))
    return True, status


def main():
    arguments = sys.argv[1:]
    png = "--png" in arguments
    arguments = [a for a in arguments if a != "--png"]
    if len(arguments) < 3:
        sys.exit(__doc__)
    mermaid_js, output, sources = arguments[0], arguments[1], arguments[2:]
    os.makedirs(output, exist_ok=True)
    failed = 0
    for source in sources:
        ok, message = render(mermaid_js, output, source, png)
        print(("rendered " if ok else "FAIL ") + source + ": " + message, flush=True)
        failed += 0 if ok else 1
    print(f"{len(sources) - failed} rendered, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
