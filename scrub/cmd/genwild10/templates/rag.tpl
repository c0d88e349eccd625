RAG chunks: retrieved passages with OCR noise, ligatures, page furniture,
hyphenation and broken line wraps, chunk metadata.

~~~tpl kind=rag_chunk_lease_ocr lang=en cat=rag_chunk
[chunk 14/52 | source=lease_2026_scan.pdf | score=0.8⟪int:10-99⟫]
THIS RESIDENTIAL LEASE AGREE-
MENT is made between Kettle Bridge Homes Ltd ("Landlord") and ⟪PERSON:gb,upper⟫ ("Ten-
ant") for the premises at ⟪STREET_ADDRESS:gb|wrap⟫ (the "Prem ises"). The
Tenant's contact tele phone is ⟪PHONE:gb⟫ and e-mail ⟪EMAIL:gb⟫ .
Page 3 of 11 ﬁnal draft

~~~tpl kind=rag_chunk_medical_referral lang=en cat=rag_chunk
<<doc: referral_letter.pdf p.1>>
Re: ⟪PERSON:rev⟫   DOB ⟪date:us⟫   MRN 00⟪dec:6⟫
Dear Dr. ⟪PERSON:init⟫,
I am referring the above patient, resid ing at ⟪STREET_ADDRESS:us⟫, for evaluation of
recurrent migraine. Patient can be reached at ⟪PHONE:us⟫ (mobile, leave msg).
<<end chunk>>

~~~tpl kind=rag_chunk_invoice_ocr_de lang=de cat=rag_chunk
--- Quelle: Rechnung_⟪dec:6⟫.pdf (OCR, Konfidenz 0,8⟪int:1-9⟫) ---
Rechnungsempfänger: ⟪PERSON:de⟫
⟪STREET_ADDRESS:de,ml⟫
Bankverbindung des Kunden: IBAN ⟪IBAN:de,spaced⟫  BIC COBADEFFXXX
Bei Fragen erreichen Sie uns unter ⟪~tollfree_number:de⟫ (kosten1os).
USt-IdNr. DE⟪dec:9⟫ · Seite 1/2

~~~tpl kind=rag_chunk_resume_pdf lang=en cat=rag_chunk
{"id":"cv-⟪hex:6⟫#p1","text":"⟪PERSON:caps⟫\nSenior Data Engineer · ⟪STREET_ADDRESS:nl⟫ · ⟪PHONE:nl⟫ · ⟪EMAIL:nl⟫\nEXPERIENCE\nLead engineer, pay-\nments platform (2021–now): Kafka, Flink, dbt","metadata":{"page":1,"lang":"en"}}

~~~tpl kind=rag_chunk_court_ruling_public lang=en cat=rag_chunk
[retrieved: eu-court-press-release.html, chunk 3]
The Grand Chamber, presided over by Koen Lenaerts, held that the transfer was unlawful. Commission
President ⟪~public_figure⟫ welcomed the ruling at a press conference at ⟪~public_address⟫. Case
reference C-⟪int:100-999⟫/24, ECLI:EU:C:2026:⟪int:100-999⟫. Press contact: ⟪~noreply_email⟫.

~~~tpl kind=rag_chunk_ocr_bank_statement lang=en cat=rag_chunk
ACCOUNT STATEMENT   Period: ⟪date:slash⟫ - ⟪date:slash⟫
Account holder : ⟪PERSON:gb,caps⟫
IBAN : ⟪IBAN:gb|wrap⟫
Card : **** **** **** ⟪dec:4⟫
0l/11  CARD PAYMENT TESCO STORES 3O12      -42.1O
O3/11  FASTER PAYMENT FROM ⟪PERSON:gb,upper⟫    +250.OO

~~~tpl kind=rag_chunk_hr_policy_with_contact lang=en cat=rag_chunk
...employees must report incidents within 24 h. For the Berlin office your
data-protection contact is ⟪PERSON:de⟫ (⟪EMAIL:de,work⟫, ext. ⟪dec:3⟫); for Lyon,
⟪PERSON:fr⟫ ⟪PHONE:fr⟫. The public whistle-blower hotline ⟪~tollfree_number⟫ is
operated by an external provider.                                     HR-POL-07 v⟪int:2-9⟫

~~~tpl kind=rag_chunk_markdown_with_table_wrap lang=en cat=rag_chunk
> **Source:** `wiki/oncall/escalation.md` (score 0.91)

| Tier | Engineer | Phone |
|------|----------|-------|
| L1 | ⟪PERSON⟫ | ⟪PHONE⟫ |
| L2 | ⟪PERSON:gb⟫ | ⟪PHONE:gb⟫ |
| vendor | Acme NOC | ⟪~tollfree_number⟫ |

~~~tpl kind=rag_chunk_scanned_form_fr lang=fr cat=rag_chunk
[OCR p.2] FORMULAIRE DE RÉSILIATION
Nom / Prénom : ⟪PERSON:fr,caps⟫
Adresse : ⟪STREET_ADDRESS:fr|wrap⟫
Tél. : ⟪PHONE:fr⟫      Courriel : ⟪EMAIL:fr⟫
RIB / IBAN : ⟪IBAN:fr⟫
Fait à Lyon, le ⟪date:slash⟫       Signature : ___________

~~~tpl kind=rag_chunk_email_thread_quoted lang=en cat=rag_chunk
chunk_id: mbox-⟪hex:10⟫
> On ⟪date:us⟫, ⟪PERSON#a⟫ <⟪EMAIL:@a⟫> wrote:
> > Could you send the signed NDA to my home address? It's
> > ⟪STREET_ADDRESS:us|wrap⟫.
> Sure — also, what's the best number? Mine is ⟪PHONE:us⟫.

~~~tpl kind=rag_chunk_news_article lang=en cat=rag_chunk
(source: newswire, 2026-11-2⟪int:0-9⟫) ⟪~public_figure⟫ told reporters outside ⟪~public_address⟫ that
the company would ship version ⟪~version_string⟫ next quarter. Shares rose 3.⟪int:1-9⟫%. The
article's DOI-like id ⟪~doi⟫ was cited ⟪int:2-90⟫ times. Readers can call ⟪~public_hotline⟫ in emergencies.

~~~tpl kind=rag_chunk_ligature_noise_contract lang=en cat=rag_chunk
[p.7]  ﬁnancial   obligations   of   the   Borrower,   ⟪PERSON:upper⟫,   shall   be
secured by the property at ⟪STREET_ADDRESS:us⟫ . The Borrower's SSN ⟪US_SSN⟫ is
recorded for credit-reporting purposes only .  ——  Initials: ____  ____

~~~tpl kind=rag_chunk_pdf_table_flattened lang=en cat=rag_chunk
Name Email Phone Role ⟪PERSON⟫ ⟪EMAIL⟫ ⟪PHONE⟫ Treasurer ⟪PERSON⟫ ⟪EMAIL⟫
⟪PHONE⟫ Secretary Foundation office ⟪~public_address⟫ ⟪~tollfree_number⟫ General

~~~tpl kind=rag_chunk_es_acta lang=es cat=rag_chunk
[fragmento 5 · acta_reunion_vecinos.pdf]
Asisten: ⟪PERSON:es⟫ (2º B), ⟪PERSON:es⟫ (4º A) y el administrador.
La vecina del ⟪STREET_ADDRESS:es⟫ solicita que las comunica-
ciones se envíen a ⟪EMAIL:es⟫ o al móvil ⟪PHONE:es⟫.

~~~tpl kind=rag_chunk_it_verbale lang=it cat=rag_chunk
«...il sig. ⟪PERSON:it⟫, nato il ⟪date:slash⟫ e residente in ⟪STREET_ADDRESS:it⟫,
dichiara di aver ricevuto l'importo tramite bonifico sull'IBAN ⟪IBAN:it⟫...»
[pag. 2 — documento scansionato, qualità bassa]

~~~tpl kind=rag_chunk_pt_contrato lang=pt cat=rag_chunk
trecho 9/20 — contrato_locacao.pdf
LOCATÁRIO: ⟪PERSON:br,upper⟫, brasileiro, residente à ⟪STREET_ADDRESS:br⟫,
telefone ⟪PHONE:br⟫, e-mail ⟪EMAIL:br⟫.
CLÁUSULA 3ª – O aluguel será pago via PIX ou boleto até o dia 5.

~~~tpl kind=rag_chunk_nl_brief lang=nl cat=rag_chunk
[bron: brief_gemeente.pdf, p1]
Aan: ⟪PERSON:nl⟫
⟪STREET_ADDRESS:nl,ml⟫
Betreft: uw aanvraag parkeervergunning (kenmerk ⟪~ticket_id⟫)
U kunt ons bereiken via 14 020 of per e-mail; u gaf op: ⟪EMAIL:nl⟫.

~~~tpl kind=rag_chunk_pl_umowa lang=pl cat=rag_chunk
[fragment umowy, OCR]
Zleceniobiorca: ⟪PERSON:pl⟫, zam. ⟪STREET_ADDRESS:pl⟫,
tel. ⟪PHONE:pl⟫, nr rachunku ⟪IBAN:pl⟫.
Wynagrodzenie płatne do 10. dnia miesiąca.

~~~tpl kind=rag_chunk_ru_spravka lang=ru cat=rag_chunk
[фрагмент 2 · справка.pdf]
Выдана ⟪PERSON:ru⟫ в том, что он(а) действительно проживает по адресу:
⟪STREET_ADDRESS:ru⟫. Контактный телефон: ⟪PHONE:ru⟫.
Справка дана для предъявления по месту требования.

~~~tpl kind=rag_chunk_sv_protokoll lang=sv cat=rag_chunk
Utdrag ur styrelseprotokoll (sida 2)
§4 Ny kassör: ⟪PERSON:se⟫, ⟪STREET_ADDRESS:se⟫, tel ⟪PHONE:se⟫.
§5 Föreningens bankgiro 5050-1055 behålls. Nästa möte ⟪date⟫.

~~~tpl kind=rag_chunk_manual_no_pii lang=en cat=rag_chunk
[chunk 2/9 · router_manual.pdf]
Factory defaults: admin UI at ⟪~loopback_ip⟫:8080, DNS ⟪~public_dns⟫ and ⟪~public_dns⟫.
Test network examples use ⟪~doc_ip⟫/24. Firmware ⟪~version_string⟫, build ⟪~build_number⟫.
Support: ⟪~tollfree_number⟫ · ⟪~noreply_email⟫ · ISBN ⟪~isbn⟫

~~~tpl kind=rag_chunk_academic_paper lang=en cat=rag_chunk
arXiv preprint ⟪~arxiv_id⟫ — "Scaling Laws for Redaction" — corresponding author
⟪PERSON⟫ (⟪EMAIL:work⟫). We thank ⟪~public_figure⟫ for comments. Code: github.com/lab/redact at ⟪~commit_sha⟫.
doi: ⟪~doi⟫

~~~tpl kind=rag_chunk_cs_smlouva lang=cs cat=rag_chunk
[úryvek, str. 1]
Nájemce: ⟪PERSON:cz⟫, trvale bytem ⟪STREET_ADDRESS:cz⟫,
tel.: ⟪PHONE:cz⟫, e-mail: ⟪EMAIL:cz⟫, č. ú. ⟪IBAN:cz⟫.

~~~tpl kind=rag_chunk_id_surat lang=id cat=rag_chunk
[potongan dokumen · surat_kuasa.pdf]
Yang bertanda tangan di bawah ini, ⟪PERSON:id⟫, beralamat di ⟪STREET_ADDRESS:id⟫,
nomor HP ⟪PHONE:id⟫, memberi kuasa kepada ⟪PERSON:id⟫ untuk mengurus dokumen.

~~~tpl kind=rag_chunk_el_vevaiosi lang=el cat=rag_chunk
[απόσπασμα σελ. 1]
Ο/Η ⟪PERSON:gr⟫, κάτοικος ⟪STREET_ADDRESS:gr⟫, τηλ. ⟪PHONE:gr⟫,
δηλώνω ότι τα στοιχεία είναι αληθή. IBAN: ⟪IBAN:gr⟫
