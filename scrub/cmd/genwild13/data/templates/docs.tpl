# Documents: LaTeX, Markdown, YAML front matter, BibTeX, author lists.
%%% latex-author-block en latex tex
\title{Sparse Retrieval under Distribution Shift}
\author{⟦P:en⟧\thanks{Corresponding author: \href{mailto:⟦EM:work>em⟧}{⟦<em⟧}} \and ⟦P:zh.latn⟧ \and ⟦P:de⟧}
\date{Preprint, ⟦~arxiv-id⟧}
%%% latex-author-block-bound en latex
\author{⟦P:pl⟧\textsuperscript{1} \and ⟦P:it⟧\textsuperscript{2}}
\affil[1]{Kestrel Analytics, Kraków}
\affil[2]{Ravello Design, Milano}
\newcommand{\contact}{⟦EM:work>e|tex⟧}
% reviewers: do not contact ⟦<e|tex⟧ before the deadline
%%% latex-footnote-letter de latex tex
\begin{letter}{⟦P:de⟧\\ ⟦AD:de⟧}
\opening{Sehr geehrte Frau ⟦P:same.l⟧,}
wie telefonisch besprochen\footnote{Gespräch vom 12.~11. unter ⟦PH:de⟧.} senden wir Ihnen die Unterlagen.
\closing{Mit freundlichen Grüßen}
\end{letter}
%%% latex-ack-section en latex tex
\section*{Acknowledgements}
We thank ⟦P:fi⟧ and ⟦P:tr⟧ for annotation work, and ⟦~assistant-name⟧ for nothing in particular.
Data and code: \url{https://github.com/kestrel-lab/sparse-shift} (commit \texttt{⟦~git-sha⟧}).
%%% latex-cv-header fr latex tex
\name{⟦P:fr⟧}
\address{⟦AD:fr⟧}
\phone[mobile]{⟦PH:fr⟧}
\email{⟦EM:from⟧}
%%% markdown-footnotes en markdown
# Field notes — week 48

We met the landowner[^1] and the surveyor[^2] at the north gate.

[^1]: ⟦P:en⟧, ⟦AD:us⟧, ⟦PH:us⟧.
[^2]: ⟦P:en.i⟧ (⟦EM:from⟧); invoice ⟦~invoice-number⟧.
%%% markdown-table-contacts en markdown
| Role | Name | Phone | Email |
|------|------|-------|-------|
| Host | ⟦P:nl⟧ | ⟦PH:nl⟧ | ⟦EM:from⟧ |
| Caterer | ⟦~company-surname⟧ | ⟦~service-hotline⟧ | ⟦~doc-email⟧ |
| Venue | ⟦P:da⟧ | ⟦PH:dk⟧ | ⟦EM:work⟧ |
%%% yaml-front-matter-blog en markdown
---
title: "How we moved our cabin off-grid"
author: ⟦P:nb⟧
author_email: ⟦EM:from⟧
date: 2026-11-02
tags: [solar, diy]
---
Last spring ⟦P:same.f⟧ and I finally finished the battery shed.
%%% yaml-front-matter-hugo-contact en markdown
+++
title = "Contact"
draft = false
[params.contact]
  name = "⟦P:en⟧"
  phone = "⟦PH:ie⟧"
  street = "⟦AD:uk⟧"
+++
%%% yaml-front-matter-jekyll-ja ja markdown
---
layout: post
title: "引っ越しのお知らせ"
author: ⟦P:ja.sp⟧
---
このたび下記へ転居いたしました。
新住所：⟦AD:jp⟧
電話：⟦PH:jp⟧
%%% bibtex-entry en bibtex
@article{⟦P:ro.l|lower⟧2026shift,
  author  = {⟦P:same.rev⟧ and ⟦P:hu.rev⟧ and ⟦P:vi.rev⟧},
  title   = {Label Noise in Multilingual {NER}},
  journal = {Transactions of the ACL},
  year    = {2026},
  doi     = {⟦~doi⟧}
}
%%% bibtex-misc-cjk zh bibtex
@misc{wang2026,
  author = {⟦P:zh⟧ and ⟦P:zh⟧},
  title  = {面向中文医疗文本的去标识化方法},
  note   = {通讯作者邮箱 ⟦EM:from⟧},
  howpublished = {⟦~arxiv-id⟧}
}
%%% author-list-affil en academic
⟦P:en⟧¹, ⟦P:ko.latn⟧², ⟦P:es⟧¹,³ and ⟦P:ar.latn⟧²*
¹ Greyhollow Institute, Halifax  ² Daeyang Research, Seoul  ³ Universidad de Sevilla
* Correspondence: ⟦EM:work⟧
%%% author-list-orcid en academic
Authors: ⟦P:cs⟧ (ORCID ⟦~orcid-doc-example⟧), ⟦P:el.latn⟧, ⟦P:he.latn⟧
Received: 3 March 2026 / Accepted: 9 October 2026 / ⟦~doi⟧
%%% paper-data-availability en academic
Data availability. Interview transcripts are not public. Requests go to the data steward, ⟦P:sv⟧ (⟦EM:work⟧, ⟦PH:se⟧). Hashes of the released files: ⟦~sha256⟧.
%%% thesis-acknowledgements de academic
Danksagung
Mein besonderer Dank gilt ⟦P:de⟧ für die Betreuung, ⟦P:de.f⟧ für die Korrekturen und meinen Eltern in ⟦~postal-code-only⟧.
%%% markdown-readme-maintainers en markdown
## Maintainers
- ⟦P:tl⟧ (@⟦P:same.lc|nosp⟧) — ⟦EM:from⟧
- ⟦P:ms⟧ — security contact, PGP on request
Report vulnerabilities to the address above, not to ⟦~doc-email⟧.
%%% rst-docs-example en markdown
.. code-block:: console

   $ export OPENAI_API_KEY=⟦~placeholder-key⟧
   $ curl -H "Authorization: Bearer $OPENAI_API_KEY" https://api.openai.com/v1/models

Example response id: ⟦~request-id⟧. Server address for the demo: ⟦~doc-ipv4⟧.
%%% asciidoc-handover en markdown
= Handover: Mekong Freight account
:author: ⟦P:vi.latn⟧
:email: ⟦EM:from⟧

NOTE: Customer contact is ⟦P:vi⟧ (⟦PH:vn⟧). Warehouse: ⟦AD:vn⟧.
%%% org-mode-contacts en markdown
* Contacts
** ⟦P:de⟧
   :PROPERTIES:
   :EMAIL:    ⟦EM:from⟧
   :PHONE:    ⟦PH:ch⟧
   :ADDRESS:  ⟦AD:ch⟧
   :END:
%%% wiki-markup-infobox en markdown
{{Infobox person
| name        = ⟦P:en⟧
| birth_place = Halifax, Nova Scotia
| residence   = ⟦AD:ca⟧
| website     = {{URL|pinecrest-dental.com}}
}}
%%% man-page-author en markdown
.SH AUTHOR
Written by ⟦P:fr⟧ <⟦EM:from⟧>.
.SH "REPORTING BUGS"
Report bugs to ⟦~doc-email⟧ (example address; use the tracker).
%%% markdown-changelog-hardneg en markdown
## [⟦~version-string⟧] - 2026-11-28
### Fixed
- Parser no longer treats ⟦~ipv4-like-version⟧ as an IP (#⟦%@#{3}⟧).
- Digest pinned to ⟦~docker-digest⟧.
%%% latex-tabular-participants en latex tex
\begin{tabular}{lll}
⟦P:fr.up⟧ & ⟦PH:be⟧ & ⟦EM:from⟧ \\
⟦P:nl.up⟧ & ⟦PH:nl⟧ & ⟦EM:from⟧ \\
\end{tabular}
%%% markdown-recipe-hardneg en markdown
## Grandma's plum cake
Serves 8. Bake at 180 °C for 45 min. Ingredients cost about ⟦~money-amount⟧ at the market; 320 kcal a slice.
Batch code on the flour bag: ⟦~ean13⟧.
%%% yaml-front-matter-podcast en markdown
---
episode: 112
guests:
  - name: ⟦P:id⟧
    contact: ⟦EM:from⟧
  - name: ⟦P:mono⟧
host: ⟦P:en⟧
---
%%% latex-invoice-iban de latex tex
\textbf{Rechnung ⟦~invoice-number⟧}\\
Empfänger: ⟦P:de⟧, ⟦AD:de⟧\\
Bitte überweisen Sie an IBAN ⟦IBAN:de⟧ (nicht an ⟦~iban-doc-example⟧ aus der Vorlage).
