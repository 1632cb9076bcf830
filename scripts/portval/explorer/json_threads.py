"""A discussion a service's API returns as JSON (or as one JSON document after another, a line each or not), read as
its texts in the order a reader reads them, each on lines of its own.

A tracker's story, a pull request's review threads, a forum topic, an issue's comments, a message board post, a code
review's transactions, an item's updates and a social thread each hold their prose as strings: Markdown, HTML or a
markup of their own, one string a message. Read one string a line, a whole report is one line: every value cites it,
a heading inside it scopes nothing, and one "Related patch (not this one)" in it hedges every sentence. Some services
also list the newest message first, so a correction reads before what it corrects. Here each known export's
messages stand oldest first, each text line for line (HTML read as the Markdown it stands for), a title as a heading;
what no one wrote (a system comment, a deleted one, a vote) and a plain-text copy of a message are left out. The draft
gives the command that prints these lines (``facts_from_explorer.py --view``).

The exports known:

- a Shortcut story (``GET /stories/{id}``): its name, its Markdown description, its tasks as a checklist, its comments;
- an Azure DevOps pull request's threads (``.../pullRequests/{id}/threads``): each reviewer's comment, thread by thread;
- a Discourse topic (``GET /t/{id}.json``): its title, then each post's rendered HTML ("cooked") by post number;
- a Gitea or Forgejo issue's comments (``.../issues/{index}/comments``): each comment's Markdown body;
- a Basecamp message (``GET .../messages/{id}.json`` with its comments): its subject, its rich text, each comment's;
- a Phabricator revision's transactions (Conduit's ``transaction.search``): each comment's Remarkup, oldest first;
- a monday.com item's updates (its GraphQL API): the item's name, each update's HTML body and its replies, oldest first;
- a Bluesky thread (``app.bsky.feed.getPostThread``): each post's text, the thread's own numbering ("9/") in front, a
  quoted post below it as a quote;
- a Hacker News item (Algolia's ``/api/v1/items/{id}``): the story's title, then each comment's HTML depth first;
- a Lemmy post with its comments (``/api/v3/post`` and ``/api/v3/comment/list``): the body, each comment by its path;
- a Lobsters story (``/s/{id}.json``): the title, the description's HTML, each comment's in the thread's order;
- a Mastodon thread (``/api/v1/statuses/{id}/context``): each status's HTML, ancestors then descendants;
- a Google Chat space from Google Takeout (``messages.json``): each message's text;
- an X archive's ``tweets.js``: each tweet oldest first, its t.co links as their words, an edit's last version only;
- an Intercom conversation (``GET /conversations/{id}``): the first message's HTML, then each reply and note;
- a Zendesk ticket with its comments (``/api/v2/tickets/{id}`` and its comments): the subject, each comment's HTML;
- a Freshdesk ticket with its conversations (``/api/v2/tickets/{id}?include=conversations``): the subject, the
  description's HTML, each reply and private note oldest first;
- a Help Scout conversation (``GET /v2/conversations/{id}?embed=threads``): the subject, each thread's HTML oldest first;
- a Figma file's comments (``GET /v1/files/{key}/comments``): each root comment, then its replies, oldest first;
- a Wrike task (``GET /tasks/{id}`` with its comments): the title, the description's lines, each comment's;
- a Guru card (``GET /api/v1/cards/{id}/extended``, with its comments beside it): the title, the HTML body, each comment;
- a SourceHut todo ticket from its GraphQL API: the subject, the Markdown body, each comment oldest first;
- a Buildkite build's annotations (``GET .../builds/{n}/annotations``): each annotation's HTML, oldest first;
- a Google Calendar event (``GET .../events/{id}``): the summary, the description's HTML, each attendee's comment;
- a Facebook Messenger chat (``message_1.json`` of "Download your information"): each message oldest first, its
  characters read back from the export's Latin-1 escapes of their UTF-8;
- a Slack channel's messages (an export's day file, ``conversations.history`` or ``conversations.replies``): each
  message oldest first, from its rich-text blocks where it has them, else its mrkdwn;
- a Skype chat history export (``messages.json``): each conversation's messages oldest first, from Skype's markup;
- a Microsoft Teams channel thread from the Graph API (``.../messages/{id}/replies``): each message's HTML, oldest first;
- a Webex space's messages (``GET /messages``): each thread oldest first, a message then its replies;
- a GroupMe group's messages (its export's ``message.json``, or ``GET /groups/{id}/messages``): each text oldest first;
- a Gitter room's messages (``GET /v1/rooms/{id}/chatMessages``): each message's Markdown oldest first, a thread's
  replies right after the message they answer;
- a Keybase chat read with ``keybase chat api`` (``{"method": "read"}``): each text message oldest first, an edited one
  as its last edit, a deleted one left out;
- Nostr events as a relay returns them (one JSON document after another: a long-form article, then its replies): the
  article's title and Markdown, then each note oldest first, a deleted one left out;
- a Wekan board's export: its lists and their cards in the board's order, each card's fields, description,
  checklists and comments;
- a Review Board review request's reviews (``.../reviews/?expand=diff_comments``, with the request beside them): the
  summary, the description and testing done, then each review's top, diff comments and bottom, and its replies;
- a Salesforce Chatter feed (Connect REST API ``.../feed-elements``): each item oldest first from its message
  segments, then its comments;
- HubSpot CRM notes (``GET /crm/v3/objects/notes``): each note's HTML body oldest first;
- a Viva Engage (Yammer) thread (``/api/v1/messages/in_thread/{id}.json``): each message once, oldest first, from its
  rich HTML;
- an Amazon Chime channel's messages (``list-channel-messages``): each standard message oldest first;
- DingTalk group messages as JSON: each text, markdown or action card oldest first;
- RingCentral team chat posts (``/team-messaging/v1/chats/{id}/posts``): each text message oldest first, with its cards;
- Zoho Cliq messages (``/api/v2/chats/{id}/messages``): each text message oldest first;
- an Azure DevOps work item saved with its comments: the title, the description and acceptance criteria, each comment
  that stands, oldest first;
- a Stack Exchange question with its answers (the API's ``/questions/{id}`` with a body filter): the title, the
  question, then each answer as the site orders them, each post's comments under it;
- a Mailman 3 thread from HyperKitty's API (``.../thread/{id}/emails/``): the subject, each email's text oldest first;
- a GitHub Discussion from the GraphQL API: the title, the body, each comment and reply that is not minimized;
- a Focalboard board's ``board.jsonl`` (one JSON document a line): each card, its blocks in its order, its comments;
- a Basecamp Campfire's lines (``.../chats/{id}/lines.json``): each line's HTML oldest first;
- a Fireflies.ai transcript from its GraphQL API: the title, then each speaker's turn from its sentences' cleaned text;
- a Gong call's transcript (``/v2/calls/transcript``): each speaker's monologue, its sentences joined;
- a Flowdock flow's messages (``/flows/:org/:flow/messages``): each message's Markdown and each comment's text in
  the order sent;
- a Google Hangouts chat from Google Takeout (``Hangouts.json``): each message in the order sent, from its segments;
- a recording transcribed by OpenAI Whisper (its JSON output): the segments' words, a line each, a section the
  speaker opens aloud ("Section four, how to enable.") a heading;
- a Deepgram transcription (its response with ``paragraphs=true``): each speaker's turn, its paragraphs' sentences;
- an AssemblyAI transcript with speaker labels: each speaker's turn from its utterances, the model's summary left out;
- a Speechmatics transcript (``json-v2``): each speaker's turn, its words joined, a punctuation mark to the word before;
- a Rev.ai transcript: each speaker's turn, its elements' words, spaces and punctuation joined;
- a HipChat room's ``history.json`` from its data export: each message oldest first, a notification's HTML as HTML;
- a Zammad ticket with its articles (``/api/v1/tickets/{id}?expand=true``): the title, each article oldest first, an
  automatic reply left out;
- ranges of a Google Sheet (``values:batchGet``): each sheet a heading over a table whose rows carry their numbers;
- an Azure DevOps wiki page with its comments (``.../pages?includeContent=true``): the page's Markdown, then each
  comment oldest first, a deleted one left out;
- a SharePoint modern page (``GET /_api/sitepages/pages(id)``, its comments beside it): the title, each web part's
  HTML or code in its place on the page, then each comment and its replies oldest first;
- a recording transcribed by Azure AI Speech (a batch transcription's result file): each speaker's turn from its
  phrases' display text, the lexical copies and the combined phrases left out;
- a recording transcribed by Google Cloud Speech-to-Text with diarization: each speaker's turn from its results'
  transcripts, the speaker the tag of a result's first word;
- a Mattermost bulk export (JSON lines): each post oldest first, then its replies, each on lines of its own;
- a Vanilla Forums discussion with its comments (API v2): the name, the body, each comment's HTML oldest first;
- a NodeBB topic (``GET /api/topic/{tid}``): the title, each post's HTML oldest first, a deleted one left out;
- a Bitbucket Server pull request's activities: each comment oldest first with its replies, depth first;
- a Ghost site's export: each post's title and HTML, the plain-text copy left out;
- a Nuclino item (``GET /v0/items/{id}``) saved with its comments: the title, the Markdown, each comment under its
  anchor, then its replies;
- a Yuque (语雀) doc from its OpenAPI: the title, the Markdown body, its Lake and HTML copies left out;
- a Zotero note from the Zotero Web API: each note's HTML, oldest first;
- a Reviewable review's discussions (its export): each discussion in the order started, its comments' Markdown oldest
  first, the reviewers' dispositions left out;
- a Radicle issue (its collaborative object as JSON): the title, each comment in the timeline's order, its earlier
  revisions left out;
- a MediaWiki page from its Action API (``action=parse``): the title, the rendered HTML without its edit links and table
  of contents;
- a Taiga user story with its history: the subject, the Markdown description, each comment oldest first, a deleted one
  left out;
- an OpenProject work package (API v3): the subject, the description's Markdown, each activity's comment oldest first;
- a Vikunja task with its comments: the title, the description's HTML, each comment's HTML oldest first;
- a Leantime ticket: the headline, the description and acceptance criteria, each comment oldest first;
- a GitLab wiki page saved with its HTML rendering and its notes: the title, the Markdown, each note oldest first.
- a Pagure issue (``GET /api/0/<repo>/issue/<id>``): the title, the Markdown content, each comment oldest first, the
  notifications Pagure writes itself left out;
- a Launchpad bug (``GET /bugs/{id}``, with its messages collection after it): the title, each message oldest first;
- an Asana task with its stories (``GET /tasks/{id}`` and ``.../stories``): the name, the notes line for line, each
  comment oldest first, the stories Asana writes itself left out.

Each kind's readers are in threads_trackers, threads_forums, threads_social and threads_chats; what they share, in
thread_text.
"""

from __future__ import annotations

import json
import re

from . import threads_chats, threads_forums, threads_social, threads_trackers
from .json_exports import entities_unescaped, loaded_json, printed_view
from .text import dunders_quoted

# Every export known, each once: no two recognise the same document.
_EXPORTS = (*threads_trackers.EXPORTS, *threads_forums.EXPORTS, *threads_social.EXPORTS, *threads_chats.EXPORTS)


def is_thread_export(document: object) -> bool:
    """Whether one of the known exports (see the module's docstring) recognises the loaded JSON ``document``."""
    return any(recognises(document) for recognises, _ in _EXPORTS)


def thread_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The texts of a known discussion export, and what its line numbers count; ``(text, "")`` for any other report."""
    # An X archive's tweets.js assigns its JSON to a variable: "window.YTD.tweets.part0 = [...]".
    document = loaded_json(_ARCHIVE_ASSIGNMENT.sub("", text.strip(), count=1))
    if document is None:
        document = _json_stream(text)
    texts = next((read(document) for recognises, read in _EXPORTS if recognises(document)), None)
    if not texts:
        return text, ""
    lines: list[str] = []
    for words in (t for t in texts if t.strip()):
        # A tracker keeps the line ends its browser sent ("\r\n"), and may escape characters as HTML entities.
        lines += [*dunders_quoted(entities_unescaped(words.replace("\r\n", "\n").strip("\n"))).split("\n"), ""]
    return printed_view(lines, name, "its messages, oldest first, each on lines of its own")


def _json_stream(text: str) -> list | None:
    """Several JSON documents one after another (a relay's answers to two requests, saved to one file): their values in
    order, an array's items each a value of its own; None for any other text."""
    decoder = json.JSONDecoder()
    values: list = []
    position = 0
    text = text.strip()
    while position < len(text):
        try:
            value, end = decoder.raw_decode(text, position)
        except ValueError:
            return None
        values += value if isinstance(value, list) else [value]
        position = len(text) - len(text[end:].lstrip())
    return values if len(values) > 1 and text[:1] in "{[" else None


_ARCHIVE_ASSIGNMENT = re.compile(r"^window\.YTD\.\w+\.part\d+\s*=\s*(?=\[)")
