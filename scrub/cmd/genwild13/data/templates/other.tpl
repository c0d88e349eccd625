# Arabic, Hebrew, Hindi, Thai, Vietnamese, Indonesian, Malay, Filipino, Swahili.
%%% ar-iilan-mubawwab ar classified
للبيع: سيارة كامري ٢٠١٨ بحالة ممتازة. للتواصل: ⟦P:ar⟧ على ⟦PH:sa⟧. المعاينة في ⟦AD:sa⟧.
%%% ar-taqyim-tatbiq ar review
⭐ تطبيق سيء، طلبي ⟦~order-number⟧ لم يصل إلى ⟦AD:sa⟧. بريدي ⟦EM:from⟧ — ⟦P:ar⟧
%%% ar-naey ar notice
انتقل إلى رحمة الله تعالى ⟦P:ar⟧. يقام العزاء في منزل الفقيد ⟦AD:sa⟧. للتواصل ⟦PH:sa⟧.
%%% ar-tawzif ar recruiting
مرحباً ⟦P:ar.f⟧، نود دعوتك لمقابلة لوظيفة محلل بيانات في دبي. هل يناسبك الاتصال على ⟦PH:ae⟧؟ مع التحية، ⟦P:ar.latn⟧ (⟦EM:work⟧)
%%% ar-uae-delivery-latn en classified
Delivery note: recipient ⟦P:ar.latn⟧, ⟦AD:ae⟧, mobile ⟦PH:ae⟧. Leave with security if not home.
%%% he-yad2 he classified
למכירה ספה תלת מושבית, 900 ש"ח. איסוף מ⟦AD:il⟧. ⟦P:he.f⟧ ⟦PH:il⟧
%%% he-bikoret he review
שירות גרוע, ההזמנה ⟦~order-number⟧ לא הגיעה. ⟦P:he⟧, ⟦EM:from⟧
%%% he-moda-evel he notice
בצער רב אנו מודיעים על פטירתה של ⟦P:he⟧. השבעה תתקיים ב⟦AD:il⟧.
%%% hi-vigyapan hi classified
किराये के लिए 2BHK फ्लैट उपलब्ध: ⟦AD:in⟧। संपर्क करें ⟦P:hi⟧, मोबाइल ⟦PH:in⟧।
%%% hi-samiksha hi review
बहुत खराब सेवा। ऑर्डर ⟦~order-number⟧ अब तक नहीं आया। ⟦P:hi⟧, ⟦EM:from⟧
%%% hi-shaadi-vigyapan hi dating
वधू चाहिए: 29 वर्ष, सॉफ्टवेयर इंजीनियर, पुणे। संपर्क: ⟦P:hi⟧, ⟦PH:in⟧, ⟦EM:from⟧
%%% hinglish-whatsapp-fwd en social
Plz share 🙏 blood needed B+ at City Hospital for ⟦P:hi.latn⟧ uncle, contact ⟦P:hi.lf⟧ bhai ⟦PH:in⟧ asap!!
%%% en-in-matrimonial en dating
Alliance invited for ⟦P:hi.latn⟧, 31, MBA, working in Bengaluru. Family settled at ⟦AD:in⟧. Contact father ⟦P:hi.latn⟧: ⟦PH:in⟧.
%%% th-khai-khong th classified
ขายรถมอเตอร์ไซค์ สภาพดี 25,000 บาท ติดต่อ ⟦P:th⟧ โทร ⟦PH:th⟧ ดูรถได้ที่ ⟦AD:th⟧
%%% th-riwiw th review
ส่งของช้ามาก เลขพัสดุ ⟦~tracking-number⟧ ยังไม่ถึง ⟦AD:th⟧ เลย — ⟦P:th.f⟧
%%% th-prakat th notice
ขอเชิญร่วมงานฌาปนกิจ ⟦P:th⟧ ณ วัดพระสิงห์ สอบถาม ⟦PH:th⟧
%%% thai-latn-parcel en classified
Parcel for Khun ⟦P:th.lf⟧ — deliver to ⟦P:same.west⟧, ⟦AD:th⟧, tel ⟦PH:th⟧.
%%% vi-rao-vat vi classified
Cần bán xe máy Vision 2021, giá 22 triệu. Xem xe tại ⟦AD:vn⟧. Liên hệ chị ⟦P:vi.f⟧ ⟦PH:vn⟧.
%%% vi-danh-gia vi review
Giao hàng sai địa chỉ, mã đơn ⟦~order-number⟧. Tôi là ⟦P:vi⟧, email ⟦EM:from⟧. Thất vọng!
%%% vi-cao-pho vi notice
Gia đình vô cùng thương tiếc báo tin cụ ⟦P:vi⟧ đã từ trần. Lễ viếng tại nhà riêng: ⟦AD:vn⟧.
%%% vi-tuyen-dung vi recruiting
Chào anh ⟦P:vi.f⟧, bên em đang tuyển Senior Java ở Hà Nội. Anh cho em xin lịch gọi qua số ⟦PH:vn⟧ nhé. ⟦P:vi⟧ — ⟦EM:work⟧
%%% id-jual-beli id classified
Dijual motor Beat 2019, mulus, Rp 11 jt nego. Lokasi ⟦AD:id⟧. WA ⟦PH:id⟧ (⟦P:id.f⟧).
%%% id-ulasan id review
Kurirnya kasar, paket ⟦~tracking-number⟧ dilempar. Saya ⟦P:mono⟧, alamat ⟦AD:id⟧. Bintang satu.
%%% id-berita-duka id notice
Innalillahi wa inna ilaihi raji'un. Telah berpulang ⟦P:id⟧. Rumah duka: ⟦AD:id⟧. Info: ⟦PH:id⟧.
%%% id-lowongan id recruiting
Halo Kak ⟦P:id.f⟧, kami tertarik dengan CV Kakak untuk posisi data analyst. Bisa dihubungi di ⟦PH:id⟧? Salam, ⟦P:id⟧
%%% ms-iklan ms classified
Dijual kereta Myvi 2017, RM 28,000. Lihat di ⟦AD:my⟧. Hubungi ⟦P:ms⟧ ⟦PH:my⟧.
%%% ms-ulasan ms review
Penghantaran lambat, pesanan ⟦~order-number⟧ belum sampai. ⟦P:ms⟧, ⟦EM:from⟧
%%% ms-jemputan-kahwin ms notice
Dengan segala hormatnya kami menjemput ke majlis perkahwinan puteri kami ⟦P:ms⟧. Alamat: ⟦AD:my⟧. RSVP ⟦PH:my⟧.
%%% tl-benta tl classified
For sale po: rice cooker, ₱800 lang. Meet-up sa ⟦AD:ph⟧. Text ⟦PH:ph⟧, hanapin si ⟦P:tl.f⟧.
%%% tl-review tl review
Grabe, hindi dumating yung order ko ⟦~order-number⟧. Ako si ⟦P:tl⟧, ⟦EM:from⟧. 1 star!
%%% tl-pasasalamat tl notice
Maraming salamat po sa lahat ng nakiramay sa pagpanaw ni ⟦P:tl⟧. Ang pamilya ⟦P:tl.l⟧, ⟦AD:ph⟧.
%%% sw-tangazo sw classified
Inauzwa: pikipiki Boxer, hali nzuri, Tsh 2,500,000. Piga simu ⟦PH:ke⟧, uliza ⟦P:ng.f⟧.
%%% sw-maoni sw review
Huduma mbaya sana. Mzigo wangu ⟦~tracking-number⟧ haujafika. Jina: ⟦P:ng⟧, barua pepe ⟦EM:from⟧.
%%% sw-tangazo-msiba sw notice
Familia inatangaza kifo cha mpendwa wao ⟦P:ng⟧. Mazishi yatafanyika Jumamosi. Mawasiliano: ⟦PH:ke⟧.
