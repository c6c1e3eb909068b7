"""`navgraph lsp` driven over stdio by pytest-lsp, a real LSP client: initialize, open, change,
diagnostics, definition, references, completion, hover, rename, code action and shutdown.

NAVGRAPH names the built tool (default: .build/debug/navgraph from the package root)."""
import asyncio
import os
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from graphs import write_graph  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
NAVGRAPH = os.environ.get("NAVGRAPH", str(ROOT / ".build" / "debug" / "navgraph"))


@pytest.fixture
def folder(tmp_path):
    write_graph(tmp_path)
    return tmp_path


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[NAVGRAPH, "lsp"]))
async def client(lsp_client: LanguageClient, folder):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"), root_uri=folder.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


async def diagnostics_where(client: LanguageClient, uri: str, condition, timeout=10.0):
    """The diagnostics last published for `uri`, once `condition` holds for them."""
    async def wait():
        while not (uri in client.diagnostics and condition(client.diagnostics[uri])):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return client.diagnostics[uri]
    try:
        return await asyncio.wait_for(wait(), timeout)
    except asyncio.TimeoutError:
        raise AssertionError(f"no diagnostics as wanted for {uri}; last published: {client.diagnostics}")


def open_document(client: LanguageClient, path: pathlib.Path):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="yaml", version=1, text=path.read_text(encoding="utf-8"))))


def at(path: pathlib.Path, line: int, character: int):
    return {"text_document": types.TextDocumentIdentifier(uri=path.as_uri()), "position": types.Position(line=line, character=character)}


async def test_a_session_in_a_real_client(client: LanguageClient, folder: pathlib.Path):
    shop, detail = folder / "shop.navgraph.yaml", folder / "detail.navgraph.yaml"

    # open: both files are published without diagnostics
    open_document(client, detail)
    await diagnostics_where(client, detail.as_uri(), lambda found: len(found) == 0)

    # change: a misspelled destination is reported at its UTF-16 place, with its code and explanation
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=detail.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=5, character=52), end=types.Position(line=5, character=57)), text="Ärgre")]))
    found = await diagnostics_where(client, detail.as_uri(), lambda found: len(found) == 1)
    assert found[0].code == "undefined-screen"
    assert found[0].range.start == types.Position(line=5, character=52), "after two emoji: UTF-16 columns"
    assert found[0].message.endswith("did you mean 'Ärger'?")
    assert found[0].code_description.href.startswith("file://")

    # code action: the did-you-mean as a quick fix
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=detail.as_uri()), range=found[0].range,
        context=types.CodeActionContext(diagnostics=list(found))))
    assert [action.title for action in actions][:2] == ["Replace with 'Ärger'", "Declare screen 'Ärgre'"]
    assert actions[0].edit.changes[detail.as_uri()][0].new_text == "Ärger"

    # definition: from the route in one file to the screen in the other
    locations = await client.text_document_definition_async(types.DefinitionParams(**at(shop, 8, 23)))
    assert [(location.uri, location.range.start.line) for location in locations] == [(detail.as_uri(), 1)]

    # references: the type, declared in one file and used in both
    references = await client.text_document_references_async(types.ReferenceParams(
        **at(shop, 3, 4), context=types.ReferenceContext(include_declaration=False)))
    assert sorted((pathlib.Path(ref.uri[7:]).name, ref.range.start.line) for ref in references) == [("detail.navgraph.yaml", 2), ("shop.navgraph.yaml", 8)]

    # completion: inside a flow mapping typed but not closed
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=detail.as_uri(), version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=detail.read_text(encoding="utf-8") + "  Extra: { routes: { back: { to: It")]))
    completion = await client.text_document_completion_async(types.CompletionParams(**at(detail, 7, 35)))
    labels = [item.label for item in completion.items]
    assert "ItemList" in labels and "ItemDetail" in labels and "ItemID" not in labels

    # the broken file keeps its last good parse: the other file stays clean
    broken = await diagnostics_where(client, detail.as_uri(), lambda found: any(d.code == "yaml-syntax" for d in found))
    assert [d.code for d in broken] == ["yaml-syntax"]
    assert len(client.diagnostics.get(shop.as_uri(), ())) == 0

    # hover: context, the routes that reach it, its Swift names
    hover = await client.text_document_hover_async(types.HoverParams(**at(shop, 8, 23)))
    assert "Context: `ItemID`" in hover.contents.value
    assert "`ItemList.detail` (push)" in hover.contents.value
    assert "`ItemDetailFlowControlling`" in hover.contents.value

    # rename: refused while a file it would edit is broken; once fixed, across both files; refused
    # for a name Swift cannot use
    with pytest.raises(Exception, match="not well-formed YAML now"):
        await client.text_document_rename_async(types.RenameParams(**at(shop, 3, 4), new_name="ProductID"))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=detail.as_uri(), version=4),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=detail.read_text(encoding="utf-8"))]))
    edit = await client.text_document_rename_async(types.RenameParams(**at(shop, 3, 4), new_name="ProductID"))
    assert sorted(len(edits) for edits in edit.changes.values()) == [1, 2]
    with pytest.raises(Exception, match="cannot be the new name"):
        await client.text_document_rename_async(types.RenameParams(**at(shop, 3, 4), new_name="Product ID"))


async def test_placement_completion_offers_what_each_placement_takes(client: LanguageClient, folder: pathlib.Path):
    """A flow's placement takes 'in' alone (a flow opens as it is, in the window that shows); a
    screen's takes 'in', 'through' and 'window'."""
    detail = folder / "detail.navgraph.yaml"
    open_document(client, detail)
    await diagnostics_where(client, detail.as_uri(), lambda found: len(found) == 0)
    typed = {"flows": "flows:\n  Shop2: { kind: stack, root: ItemList, placement: { ", "screens": "  Placed: { placement: { "}
    for version, (kind, line) in enumerate(typed.items(), start=2):
        text = detail.read_text(encoding="utf-8") + line
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=detail.as_uri(), version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
        lines = text.split("\n")
        completion = await client.text_document_completion_async(types.CompletionParams(**at(detail, len(lines) - 1, len(lines[-1]))))
        labels = [item.label for item in completion.items]
        assert labels == (["in"] if kind == "flows" else ["in", "through", "window"]), f"{kind}: {labels}"
