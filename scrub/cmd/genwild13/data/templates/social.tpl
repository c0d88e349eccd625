# Public-facing text: reviews, posts, ads, notices, transcripts (English).
%%% appstore-review en review
★☆☆☆☆ "Support ghosted me"
by ⟦P:en.lc|nosp⟧⟦%##⟧ – Nov 30, 2026
Paid twice with card ending ⟦~redacted⟧, emailed ⟦EM:from⟧ (that's me) three times. Nobody answers. Version ⟦~version-string⟧.
%%% appstore-dev-reply en review
Developer Response
Hi ⟦P:en.f⟧, sorry about this! Please write to our team directly and mention order ⟦~order-number⟧. We never ask for your full card number in reviews — please don't post ⟦CC⟧ publicly again.
%%% playstore-review-emoji en review
⭐⭐⭐⭐⭐ love it 😍😍 the driver ⟦P:en.f⟧ was sooo nice 🙏 btw if anyone found a black wallet near ⟦AD:au⟧ pls call ⟦PH:au⟧ 🙏🙏
%%% trustpilot-review en review
Rated 2 out of 5 · Verified
"Wrong address on the label"
I ordered to ⟦AD:uk⟧ but the label said something else. The courier called me on ⟦PH:uk⟧ from a withheld number. — ⟦P:en.i⟧
%%% social-post-emoji en social
🚨 LOST DOG 🚨 Answers to "Biscuit" 🐶 last seen near ⟦AD:us⟧ 📍 DM me or text ⟦PH:us⟧ 📱 #lostdog #⟦$hashtag⟧
%%% social-post-thread en social
1/ ok storytime 🧵 my landlord (⟦P:en⟧) just emailed the whole building from ⟦EM:from⟧ with everyone in CC 💀
2/ including ⟦P:en.f⟧ from 4B's full number ⟦PH:us⟧ lmaooo
%%% social-post-handle-names en social
huge thanks to @⟦P:tl.lc|nosp⟧ and @⟦P:id.lc|nosp⟧ for the ride to the airport ✈️💛 shoutout @⟦~org-handle⟧ for nothing
%%% social-post-zwj en social
new pfp 👩‍💻✨ if you're at the conf come say hi — I'm ⟦P:en|zw⟧ (she/her), badge says ⟦P:same.i⟧ tho 🙃
%%% classified-ad-furniture en classified
FOR SALE: oak dining table + 6 chairs, $350 OBO. Pickup only at ⟦AD:ca⟧. Call/text ⟦PH:ca⟧ after 6pm. Ask for ⟦P:en.f⟧. No scammers pls.
%%% classified-ad-room en classified
ROOM AVAILABLE Dec 1 — bright room in shared flat, ⟦AD:ie⟧. €850 incl. bills. Viewing: WhatsApp ⟦PH:ie⟧ (⟦P:pt.f⟧) or email ⟦EM:from⟧.
%%% classified-ad-car en classified
2014 Corolla, 180k km, new brakes. Serious buyers only. ⟦PH:nz⟧. Rego ⟦%^{3}#{3}⟧. Not interested in trades.
%%% dating-profile en dating
⟦P:en.f⟧, 34 · 5 km away
"Bouldering, bad puns, worse cooking. Swipe right and I'll prove it."
(pls don't msg me on here, I'm at ⟦PH:us⟧ / insta @⟦P:same.lc|nosp⟧)
%%% dating-ad-personal en dating
SWF, 41, loves jazz & long walks seeks kind gent 40-55 for dinners and maybe more. Write to ⟦P:en.i⟧, ⟦AD:us⟧ or ⟦EM:from⟧.
%%% recruiting-outreach en recruiting
Hi ⟦P:en.f⟧,

I came across your profile and think you'd be great for a Staff Engineer role at Kestrel Analytics (remote, EU hours). Our hiring manager ⟦P:de⟧ would love a 20-min chat — is ⟦PH:uk⟧ still the best number?

Best,
⟦P:en⟧ | Talent Partner | ⟦EM:work⟧
%%% recruiting-outreach-followup en recruiting
Subject: Re: quick question, ⟦P:hi.lf⟧
Hi again — bumping this in case it got buried. We're also happy to relocate you from ⟦AD:in⟧ to Dublin. ⟦~assistant-name⟧ wrote none of this, promise 😄
%%% recruiting-referral-note en recruiting
Referral: ⟦P:ng⟧ (⟦EM:from⟧, ⟦PH:ng⟧) — worked with her at ⟦~company-surname⟧, strong on data pipelines.
%%% ivr-transcript en ivr
[IVR] Welcome to Greyhollow Bank. For English press 1.
[DTMF] 1
[IVR] Please enter or say your account number.
[ASR] my card number is ⟦CC:visa.sp⟧
[IVR] Thank you. Please say your full name.
[ASR] ⟦P:en.lc⟧
[IVR] For emergencies dial ⟦~emergency-number⟧. Transferring you now.
%%% ivr-callback-log en ivr
callback_requested=true caller_id=⟦PH:us⟧ spoken_name="⟦P:en⟧" queue=claims wait=00:14:32 ani_region=⟦~postal-code-only⟧
%%% screen-reader-dump en a11y
VoiceOver: "Inbox, 3 unread."
VoiceOver: "⟦P:en⟧, button. Subject: Lease renewal. Preview: Please sign and return to ⟦AD:us⟧."
VoiceOver: "Link, ⟦EM:from⟧."
VoiceOver: "Phone number, ⟦PH:us⟧, double-tap to call."
%%% screen-reader-nvda en a11y
NVDA: edit  Full name  ⟦P:fr⟧
NVDA: edit  IBAN  ⟦IBAN:fr⟧
NVDA: button  Submit  unavailable
%%% gazette-legal-notice en gazette
NOTICE OF INTENDED DISSOLUTION
Notice is hereby given that the partnership between ⟦P:en⟧ of ⟦AD:uk⟧ and ⟦P:en⟧ trading as ⟦~company-surname⟧ is dissolved. Claims to the undersigned within 28 days. Ref. ⟦~case-number⟧.
%%% gazette-name-change en gazette
CHANGE OF NAME (DEED POLL)
Notice is given that ⟦P:en⟧ of ⟦AD:uk⟧, formerly known as ⟦P:en⟧, has renounced and abandoned the use of the former name.
%%% obituary en notice
⟦P:en⟧, 87, of ⟦AD:us⟧, passed away peacefully on November 21. Predeceased by her husband ⟦P:en.f⟧; survived by ⟦P:en⟧ and ⟦P:en⟧. Condolences may be sent to ⟦EM:from⟧.
%%% wedding-announcement en notice
⟦P:en⟧ and ⟦P:el.west⟧ were married on October 3 at St. Brigid's. The couple will reside at ⟦AD:us⟧. RSVP thank-yous to ⟦EM:from⟧.
%%% community-notice-lost en notice
FOUND: set of keys with a blue Tanuki keyring on Juniper Hollow footpath. Handed to the corner shop. Owner can also ring ⟦P:en.f⟧ on ⟦PH:uk⟧.
%%% genealogy-gedcom en genealogy
0 @I⟦%@##⟧@ INDI
1 NAME ⟦P:en.f⟧ /⟦P:same.l⟧/
1 BIRT
2 DATE 14 MAR 1931
2 PLAC Cork, Ireland
1 RESI
2 ADDR ⟦AD:uk⟧
1 EMAIL ⟦EM:from⟧
%%% genealogy-prose en genealogy
Research note: ⟦P:it⟧ (b. 1902, Lucca) emigrated in 1921; his granddaughter ⟦P:en⟧ (⟦EM:from⟧) holds the letters. Not to be confused with ⟦~placeholder-name⟧ in the parish index.
%%% kickstarter-backers en social
Backer shout-outs 🎉: ⟦P:en⟧, ⟦P:sv⟧, ⟦P:ja.west⟧, ⟦P:mono⟧ and 212 others. Physical rewards ship to the address in your survey; mine was ⟦AD:se⟧ lol.
%%% podcast-show-notes en social
Ep. 88 — "Building in public"
Guest: ⟦P:ng⟧ (⟦EM:from⟧)
Links: newsletter at ⟦~url-no-token⟧ · listener line ⟦~us-fictional-phone⟧ (voicemail)
%%% support-review-hardneg en review
★★★★☆ Works great offline. Minor bug: the sample contact ⟦~placeholder-name⟧ (⟦~doc-email⟧) reappears after sync. v⟦%@⟧.⟦%#⟧ on Android.
%%% forum-signature-hardneg en social
--
Sent from my Tanuki phone · build ⟦~ipv4-like-version⟧ · ⟦~hex-color⟧ theme
%%% rss-item en feed
<item>
  <title>Meet the volunteers</title>
  <author>⟦EM:from⟧ (⟦P:en|x⟧)</author>
  <description>This month we spoke to ⟦P:en|x⟧ from ⟦AD:us|x⟧ about the food bank.</description>
  <guid>⟦~uuid⟧</guid>
</item>
%%% anki-card en notes
Front: Who is my landlord's agent?	Back: ⟦P:en⟧, ⟦PH:uk⟧ — office at ⟦AD:uk⟧
%%% sports-roster en roster
U12 Girls — Team sheet
#7  ⟦P:en⟧   parent: ⟦P:en⟧ ⟦PH:us⟧
#9  ⟦P:es⟧   parent: ⟦P:es⟧ ⟦PH:us⟧
#11 ⟦P:vi.west⟧   parent contact on file
%%% church-bulletin en notice
Please keep in your prayers ⟦P:en⟧, recovering at home. Cards to ⟦AD:us⟧. Coffee hour host this week: ⟦P:en⟧.
%%% lost-found-push-hardneg en notice
Lost & Found desk: items held 30 days. Call ⟦~service-hotline⟧ or visit ⟦~famous-address⟧ (visitor centre).
