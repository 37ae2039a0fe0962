-- Neovim's built-in LSP client (0.7 and later) attached to `ongrid-skills lsp`
-- on one file: wait for its diagnostics, apply the quick fix of the
-- class-invalid one, wait for the diagnostics again, write what happened to
-- $OUT as JSON, quit.
local file, root, bin, out = os.getenv('FILE'), os.getenv('WS'), os.getenv('BIN'), os.getenv('OUT')
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({ name = 'ongrid-skills', cmd = { 'node', bin, 'lsp' }, root_dir = root })
vim.lsp.buf_attach_client(buf, id)
local result = { codes = {}, after = {} }

local function codes()
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(list, d.code or lsp.code)
  end
  return list
end

local function has(list, code)
  for _, c in ipairs(list) do if c == code then return true end end
  return false
end

result.received = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
result.codes = codes()
for _, d in ipairs(vim.diagnostic.get(buf)) do
  local lsp = d.user_data and d.user_data.lsp or {}
  if (d.code or lsp.code) == 'class-invalid' then
    local diagnostic = {
      range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum or d.lnum, character = d.end_col or d.col } },
      message = d.message, severity = d.severity, code = d.code or lsp.code, data = lsp.data, source = d.source,
    }
    local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, range = diagnostic.range, context = { diagnostics = { diagnostic }, only = { 'quickfix' } } }
    local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000) or {}
    for _, r in pairs(responses) do
      for _, action in ipairs(r.result or {}) do
        if action.edit and not result.applied then
          vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
          result.applied = action.title
        end
      end
    end
  end
end
result.text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
if result.applied then
  vim.wait(20000, function() return not has(codes(), 'class-invalid') end, 50)
end
result.after = codes()
vim.fn.writefile({ vim.fn.json_encode(result) }, out)
vim.lsp.stop_client(id)
vim.cmd('qa!')
