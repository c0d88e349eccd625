# LLM API request bodies and app-filled prompt templates.
%%% openai-chat-history-tool en llm-request j
{"model":"⟦~model-id⟧","messages":[{"role":"system","content":"You are the booking assistant for Brightmoor Physio. Be brief."},{"role":"user","content":"hi, it's ⟦P:en⟧, I need to move my appointment"},{"role":"assistant","content":null,"tool_calls":[{"id":"⟦~request-id⟧","type":"function","function":{"name":"lookup_patient","arguments":"{\"phone\":\"⟦PH:uk|j⟧\"}"}}]},{"role":"tool","tool_call_id":"call_8","content":"{\"found\":true,\"email\":\"⟦EM:from|j⟧\",\"address\":\"⟦AD:uk|j⟧\"}"},{"role":"user","content":"can we do thursday instead?"}],"temperature":0.2}
%%% anthropic-messages-profile en llm-request j
{"model":"⟦~model-id⟧","max_tokens":1024,"system":"Customer profile:\nname: ⟦P:de⟧\nemail: ⟦EM:from⟧\nphone: ⟦PH:de⟧\nAnswer in German.","messages":[{"role":"user","content":"Wo bleibt meine Bestellung ⟦~order-number⟧?"},{"role":"assistant","content":"Ich sehe nach."},{"role":"user","content":"Lieferadresse ist ⟦AD:de⟧ falls das hilft"}]}
%%% anthropic-tool-result-crm en llm-request j
{"role":"user","content":[{"type":"tool_result","tool_use_id":"⟦~request-id⟧","content":"{\"contact\":{\"full_name\":\"⟦P:nl|j⟧\",\"mobile\":\"⟦PH:nl|j⟧\",\"iban\":\"⟦IBAN:nl|j⟧\"},\"segment\":\"smb\"}"},{"type":"text","text":"Draft a payment reminder for this contact."}]}
%%% responses-api-input en llm-request j
{"model":"⟦~model-id⟧","input":[{"role":"user","content":[{"type":"input_text","text":"Summarise the thread below and keep names out of the summary.\n---\nFrom: ⟦P:fr⟧ <⟦EM:from⟧>\nTo: ⟦P:fr⟧ <⟦EM:work⟧>\nJe vous rappelle au ⟦PH:fr⟧ demain."}]}],"previous_response_id":"⟦~request-id⟧","store":false}
%%% openai-chat-ssn-earlier-turn en llm-request j
{"messages":[{"role":"user","content":"My SSN is ⟦SSN⟧, can you check if this W-2 matches?"},{"role":"assistant","content":"I can't verify tax records, but I can walk you through the boxes."},{"role":"user","content":"ok. employer listed it as ⟦~ssn-famous⟧ which looks wrong"}]}
%%% rag-system-profile-block en prompt-template
You are Pinecrest Dental's virtual receptionist.
<user_profile>
  display_name: ⟦P:en⟧
  contact_email: ⟦EM:from⟧
  contact_phone: ⟦PH:us⟧
  home_address: ⟦AD:us⟧
  insurance_member_id: [on file]
</user_profile>
<retrieved_context>
[1] Cleanings are booked in 45-minute slots. Call ⟦~us-fictional-phone⟧ for the demo line.
</retrieved_context>
Answer only from the context. If unsure, say so.
%%% rag-jinja-filled-ko en prompt-template
### SYSTEM (rendered from support_v3.j2)
Customer: ⟦P:ko⟧ (romanised: ⟦P:same.latn⟧)
Locale: ko-KR | Tier: gold
Shipping: ⟦AD:kr⟧
Phone on account: ⟦PH:kr⟧
Known issues for this SKU are listed below; never reveal internal notes.
%%% prompt-filled-ja-mixed en prompt-template
system: You help hotel staff write polite replies in Japanese.
guest_name: ⟦P:ja⟧ (⟦P:same.latn⟧)
guest_email: ⟦EM:from⟧
room: 1207 / nights: 3
request: "Could you hold a package addressed to ⟦AD:jp⟧ for me?"
%%% chat-completion-stream-reassembled en llm-request
data: {"id":"⟦~request-id⟧","choices":[{"delta":{"content":"Sure — I've noted "}}]}
data: {"id":"⟦~request-id⟧","choices":[{"delta":{"content":"⟦P:it⟧ as the new contact, reachable at ⟦PH:it⟧."}}]}
data: [DONE]
%%% agent-memory-json en llm-request j
{"memories":[{"id":"mem_41","text":"User's sister is ⟦P:pt⟧; she lives at ⟦AD:pt⟧."},{"id":"mem_42","text":"User prefers WhatsApp on ⟦PH:pt⟧."},{"id":"mem_43","text":"User uses ⟦~assistant-name⟧ at home."}]}
%%% openai-function-args-double en llm-request
{"tool_calls":[{"function":{"name":"send_invoice","arguments":"{\"to\":\"⟦EM:work|jj⟧\",\"iban\":\"⟦IBAN:de|jj⟧\",\"ref\":\"⟦~invoice-number|jj⟧\",\"note\":\"Danke, ⟦P:de.f|jj⟧!\"}"}}]}
%%% anthropic-system-secrets en llm-request j
{"system":"You are a deploy bot. Use these credentials only via the tool.\nGITHUB_TOKEN=⟦KEY:github⟧\nAWS_ACCESS_KEY_ID=⟦AKID⟧\nAWS_SECRET_ACCESS_KEY=⟦KEY:awssecret⟧\n(the docs sample key ⟦~aws-example-key⟧ will not work)","messages":[{"role":"user","content":"ship v2 to staging"}]}
%%% prompt-fewshot-examples en prompt-template
Extract the sender's name and phone number.

Example input: "Hi, this is ⟦~placeholder-name⟧, call me at ⟦~us-fictional-phone⟧"
Example output: {"name": "<name>", "phone": "<phone>"}

Input: "Morning! ⟦P:en⟧ here — best number is ⟦PH:ca⟧, or mail ⟦EM:from⟧."
Output:
%%% gemini-contents-parts en llm-request j
{"contents":[{"role":"user","parts":[{"text":"Translate this address label into English: ⟦AD:tr⟧, alıcı ⟦P:tr⟧, tel ⟦PH:tr⟧"}]}],"generationConfig":{"temperature":0.1}}
%%% openai-batch-line en llm-request j
{"custom_id":"row-⟦%#{4}⟧","method":"POST","url":"/v1/chat/completions","body":{"model":"⟦~model-id⟧","messages":[{"role":"user","content":"Classify the sentiment: 'Courier left my parcel at ⟦AD:au⟧ instead of my door. Ring me on ⟦PH:au⟧.'"}]}}
%%% langchain-trace-dump en llm-request
[chain/start] [1:chain:RetrievalQA] Entering Chain run with input:
{
  "query": "what is the billing address for ⟦P:es⟧"
}
[retriever/end] [1:chain:RetrievalQA > 2:retriever] [31ms] Exiting Retriever run with output:
  page_content='Cliente: ⟦P:es⟧ | Dirección: ⟦AD:es⟧ | Tel: ⟦PH:es⟧' metadata={'source': 'crm_export.csv', 'row': ⟦%@##⟧}
%%% responses-api-ascii-escaped zh llm-request ju
{"input":"请帮我回复这位客户：⟦P:zh⟧，手机⟦CNMOB⟧，地址⟦AD:cn⟧。","instructions":"语气礼貌","model":"⟦~model-id⟧"}
%%% openai-vision-caption en llm-request j
{"messages":[{"role":"user","content":[{"type":"text","text":"Read the name tag and business card in this photo and type them out."},{"type":"image_url","image_url":{"url":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA..."}}]},{"role":"assistant","content":"Name tag: ⟦P:sv>a⟧\nCard: ⟦<a⟧, ⟦~company-surname⟧, ⟦PH:se⟧, ⟦EM:work⟧"}]}
%%% agent-scratchpad-keys en llm-request
Thought: the user pasted their .npmrc; I should not repeat the token.
Observation: //registry.npmjs.org/:_authToken=⟦KEY:npm⟧
Thought: and the HF token ⟦KEY:hf⟧ is in the same paste. I'll tell them to rotate both.
Action: respond
%%% openai-moderation-input en llm-request j
{"input":["ur ex lives at ⟦AD:us⟧ lol go say hi","her number ⟦PH:us⟧"],"model":"omni-moderation-latest"}
%%% prompt-cache-key-debug en llm-request
cache_key=⟦~sha256⟧ user=⟦EM:from⟧ tokens_cached=1024
prefix: "You are Kestrel's analytics copilot. Current user: ⟦P:fi⟧ (⟦EM:work⟧), org admin."
%%% anthropic-document-block de llm-request j
{"type":"document","source":{"type":"text","media_type":"text/plain","data":"Mietvertrag\nMieterin: ⟦P:de⟧\nAnschrift: ⟦AD:de⟧\nKonto: ⟦IBAN:de⟧\nVermieter: ⟦~company-surname⟧"},"title":"mietvertrag.txt","citations":{"enabled":true}}
%%% openai-chat-fr-tool fr llm-request j
{"messages":[{"role":"user","content":"Peux-tu vérifier le statut du colis de ⟦P:fr⟧ ?"},{"role":"tool","content":"{\"destinataire\":\"⟦P:fr|j⟧\",\"adresse\":\"⟦AD:fr|j⟧\",\"suivi\":\"⟦~tracking-number|j⟧\"}"}]}
%%% prompt-template-es-filled es prompt-template
Eres el asistente de Vanguardia Textil. Datos del cliente (no compartir):
- Nombre: ⟦P:es⟧
- Correo: ⟦EM:from⟧
- Teléfono: ⟦PH:mx⟧
- Dirección de envío: ⟦AD:mx⟧
Responde en español de México.
%%% openai-chat-pl pl llm-request j
{"messages":[{"role":"system","content":"Jesteś asystentem banku."},{"role":"user","content":"Przelew na konto ⟦IBAN:pl⟧ nie doszedł. Nazywam się ⟦P:pl⟧, tel. ⟦PH:pl⟧."}]}
%%% vertex-request-pt pt llm-request j
{"instances":[{"content":"Resuma o e-mail: Olá, sou ⟦P:pt⟧, moro em ⟦AD:br⟧ e meu celular é ⟦PH:br⟧."}],"parameters":{"maxOutputTokens":256}}
%%% ollama-generate-ru ru llm-request j
{"model":"llama3.1:8b","prompt":"Составь письмо для ⟦P:ru⟧ по адресу ⟦AD:ru⟧. Телефон для связи: ⟦PH:ru⟧.","stream":false}
%%% chat-template-rendered-tr tr prompt-template
<|start_header_id|>system<|end_header_id|>
Müşteri bilgileri: ad=⟦P:tr⟧; e-posta=⟦EM:from⟧; telefon=⟦PH:tr⟧<|eot_id|><|start_header_id|>user<|end_header_id|>
Siparişim nerede?<|eot_id|>
%%% openai-chat-vi vi llm-request j
{"messages":[{"role":"user","content":"Viết tin nhắn cảm ơn gửi chị ⟦P:vi⟧ ở ⟦AD:vn⟧, sđt ⟦PH:vn⟧"}]}
%%% openai-chat-id id llm-request j
{"messages":[{"role":"user","content":"Tolong cek paket atas nama ⟦P:mono⟧, alamat ⟦AD:id⟧, HP ⟦PH:id⟧."},{"role":"assistant","content":"Baik, nomor resi ⟦~tracking-number⟧ sedang dikirim."}]}
%%% prompt-filled-th th prompt-template
คุณคือผู้ช่วยร้านค้าออนไลน์
ข้อมูลลูกค้า: ชื่อ ⟦P:th⟧ โทร ⟦PH:th⟧ ที่อยู่ ⟦AD:th⟧
ตอบเป็นภาษาไทยอย่างสุภาพ
%%% prompt-filled-ar ar prompt-template
أنت مساعد خدمة العملاء.
بيانات العميل: الاسم ⟦P:ar⟧، الجوال ⟦PH:sa⟧، العنوان ⟦AD:sa⟧
رقم الطوارئ العام ⟦~emergency-number⟧ لا يخص العميل.
%%% prompt-filled-hi hi prompt-template
आप एक बीमा सहायक हैं।
ग्राहक: ⟦P:hi⟧ (⟦P:same.latn⟧)
ईमेल: ⟦EM:from⟧, फ़ोन: ⟦PH:in⟧
पता: ⟦AD:in⟧
%%% openai-chat-he he llm-request j
{"messages":[{"role":"user","content":"תנסח הודעה ל⟦P:he⟧, הטלפון שלה ⟦PH:il⟧ והכתובת ⟦AD:il⟧"}]}
%%% openai-chat-el el llm-request j
{"messages":[{"role":"user","content":"Γράψε ευχαριστήριο στην ⟦P:el⟧, ⟦AD:gr⟧, τηλ. ⟦PH:gr⟧"}]}
%%% openai-chat-uk uk llm-request j
{"messages":[{"role":"user","content":"Допоможи заповнити заяву: ПІБ ⟦P:uk⟧, адреса ⟦AD:ua⟧, тел. ⟦PH:ua⟧"}]}
%%% openai-chat-none-hardneg en llm-request j
{"messages":[{"role":"user","content":"Why does my regex reject ⟦~doc-email⟧ but accept ⟦~doc-email⟧?"},{"role":"assistant","content":"Both are reserved documentation domains; check the TLD part."}],"model":"⟦~model-id⟧"}
%%% anthropic-hardneg-keys en llm-request j
{"messages":[{"role":"user","content":"Is it safe to commit ⟦~aws-example-secret⟧? It's from the AWS docs."},{"role":"user","content":"also the jwt.io sample ⟦~jwt-io-example⟧"}]}
%%% responses-webhook-secret en llm-request j
{"input":"Why is my Slack webhook failing? I post to ⟦URLTOK:slackhook⟧ with a JSON body and get 404.","model":"⟦~model-id⟧"}
