-- Neovim (headless) as a real editor of a graph: starts `navgraph lsp` with vim.lsp.start_client,
-- opens a graph file, waits for its diagnostics, jumps to a definition in the other file, and
-- writes what it saw to the file named by $NAVGRAPH_RESULT, which neovim.sh checks.
-- Run: NAVGRAPH=... NAVGRAPH_GRAPH=folder NAVGRAPH_RESULT=file nvim --headless -u NONE -S neovim.lua
local navgraph = os.getenv("NAVGRAPH")
local folder = os.getenv("NAVGRAPH_GRAPH")
local out = assert(io.open(os.getenv("NAVGRAPH_RESULT"), "w"))

local function finish(code)
  out:close()
  vim.cmd(code == 0 and "qa!" or "cq!")
end

local client = vim.lsp.start_client({ name = "navgraph", cmd = { navgraph, "lsp" }, root_dir = folder })
if not client then
  out:write("error: the server did not start\n")
  finish(1)
  return
end

vim.cmd("edit " .. folder .. "/shop.navgraph.yaml")
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client)

-- Diagnostics arrive on their own after the file is opened.
vim.wait(10000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  out:write(string.format("diagnostic %d:%d %s %s\n", diagnostic.lnum + 1, diagnostic.col + 1, diagnostic.code or "", diagnostic.message))
end

-- Go to definition from the route's destination (line 9, on 'ItemDetail'), which is declared in the other file.
vim.api.nvim_win_set_cursor(0, { 9, 24 })
vim.lsp.buf.definition()
vim.wait(10000, function() return vim.api.nvim_buf_get_name(0) ~= vim.api.nvim_buf_get_name(buffer) end, 50)
local cursor = vim.api.nvim_win_get_cursor(0)
out:write(string.format("definition %s:%d:%d\n", vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ":t"), cursor[1], cursor[2] + 1))

vim.lsp.stop_client(client)
finish(0)
