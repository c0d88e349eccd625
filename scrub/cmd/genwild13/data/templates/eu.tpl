# European languages.
%%% de-kleinanzeige de classified
Verkaufe Kinderfahrrad 20 Zoll, kaum benutzt, 80 € VB. Abholung in ⟦AD:de⟧. Bei Interesse ⟦PH:de⟧ (ab 18 Uhr, ⟦P:de.f⟧).
%%% de-traueranzeige de notice
In stiller Trauer nehmen wir Abschied von
⟦P:de⟧
* 4. Mai 1938   † 22. November 2026
Die Beisetzung findet im engsten Familienkreis statt. Kondolenzpost an ⟦P:de⟧, ⟦AD:de⟧.
%%% de-app-bewertung de review
★★☆☆☆ Seit dem Update ⟦~version-string⟧ stürzt die App ab. Mein Konto läuft auf ⟦EM:from⟧, Kundennummer ⟦~order-number⟧. Bitte melden unter ⟦PH:at⟧. – ⟦P:de.i⟧
%%% de-handelsregister de gazette
HRB ⟦%@#{5}⟧: ⟦~company-surname⟧, ⟦AD:de⟧. Geschäftsführerin: ⟦P:de⟧, ⟦~postal-code-only⟧. Prokura erloschen: ⟦P:de⟧.
%%% de-vereinsrundbrief de notice
Liebe Mitglieder, unser neuer Kassenwart ist ⟦P:de⟧ (⟦EM:from⟧). Beiträge bitte auf IBAN ⟦IBAN:de⟧ überweisen — nicht mehr auf das alte Konto!
%%% de-stellenangebot-antwort de recruiting
Hallo ⟦P:de.f⟧, vielen Dank für Ihre Bewerbung. Frau ⟦P:de.l⟧ aus unserer Personalabteilung meldet sich unter ⟦PH:de⟧ bei Ihnen. Beste Grüße aus ⟦~company-surname⟧
%%% fr-petite-annonce fr classified
Donne canapé 3 places, bon état, à récupérer ⟦AD:fr⟧ avant samedi. Contact : ⟦P:fr.f⟧ au ⟦PH:fr|nbsp⟧.
%%% fr-journal-officiel fr gazette
Avis de changement de nom : ⟦P:fr⟧, né le 2 février 1990 à Lyon, demeurant ⟦AD:fr⟧, dépose une requête auprès du Garde des Sceaux afin de s'appeler ⟦P:fr.up⟧.
%%% fr-avis-application fr review
Nul. Impossible de changer mon IBAN ⟦IBAN:fr⟧ dans le profil, le support répond « envoyez un mail à ⟦~doc-email⟧ » 🙄 ⟦P:fr.i⟧
%%% fr-faire-part fr notice
⟦P:fr⟧ et ⟦P:fr⟧ ont la joie de vous annoncer leur mariage le 14 juin. Réponse souhaitée avant le 1er mai : ⟦EM:from⟧ ou ⟦PH:fr⟧.
%%% fr-recrutement fr recruiting
Bonjour ⟦P:fr.f⟧, je me permets de vous contacter au sujet d'un poste de data engineer à Nantes. Seriez-vous disponible pour un appel au ⟦PH:fr⟧ ? Bien à vous, ⟦P:fr⟧
%%% es-anuncio-piso es classified
Se alquila piso 2 hab. en ⟦AD:es⟧, 900 €/mes. Llamar a ⟦P:es.f⟧ al ⟦PH:es⟧ o escribir a ⟦EM:from⟧. Abstenerse agencias.
%%% es-boe-edicto es gazette
EDICTO. Se notifica a ⟦P:es⟧, con último domicilio conocido en ⟦AD:es⟧, la resolución dictada en el expediente ⟦~case-number⟧.
%%% es-resena-app es review
⭐ La app me cobró dos veces. Tarjeta ⟦~redacted⟧. Me llamo ⟦P:es⟧ y nadie me contesta al ⟦~service-hotline⟧ 😡
%%% es-esquela es notice
Rogad a Dios en caridad por el alma de D. ⟦P:es⟧, que falleció en Sevilla. Sus hijos ⟦P:es.f⟧ y ⟦P:es.f⟧ agradecen las muestras de cariño. Misa en la parroquia de San Gil.
%%% es-mx-anuncio es classified
Vendo bici de montaña R29, $6,500. Entrega en ⟦AD:mx⟧. WhatsApp ⟦PH:mx⟧, pregunta por ⟦P:es.f⟧.
%%% it-annuncio it classified
Affittasi monolocale arredato in ⟦AD:it⟧, 650 €/mese. Tel. ⟦PH:it⟧ (⟦P:it.f⟧), no perditempo.
%%% it-necrologio it notice
È mancata all'affetto dei suoi cari ⟦P:it⟧ ved. ⟦P:it.l⟧. Ne danno il triste annuncio i figli. Condoglianze: ⟦EM:from⟧.
%%% it-recensione it review
Pessima esperienza, il corriere ha lasciato il pacco a ⟦AD:it⟧ invece che al mio indirizzo. Codice ordine ⟦~order-number⟧. ⟦P:it.i⟧
%%% it-gazzetta it gazette
Il Tribunale di Milano, ⟦~case-number⟧, ha dichiarato l'apertura della liquidazione di ⟦P:it⟧, residente in ⟦AD:it⟧, C.F. omesso.
%%% pt-anuncio pt classified
Vendo frigorífico em ótimo estado. Levantar em ⟦AD:pt⟧. Contacto ⟦PH:pt⟧ (⟦P:pt.f⟧).
%%% pt-br-avaliacao pt review
Péssimo! Comprei pelo app e entregaram em ⟦AD:br⟧, endereço errado. Meu nome é ⟦P:pt⟧ e meu zap é ⟦PH:br⟧.
%%% pt-br-recrutamento pt recruiting
Oi ⟦P:pt.f⟧, tudo bem? Vi seu perfil e tenho uma vaga de PM remota. Posso te ligar no ⟦PH:br⟧? Abs, ⟦P:pt⟧ (⟦EM:work⟧)
%%% pt-edital pt gazette
EDITAL DE CITAÇÃO. Fica citada ⟦P:pt⟧, residente em ⟦AD:br⟧, para responder à ação ⟦~case-number⟧ no prazo de 15 dias.
%%% nl-marktplaats nl classified
Te koop: bakfiets, 450 euro. Ophalen ⟦AD:nl⟧. Bel of app ⟦PH:nl⟧, vraag naar ⟦P:nl.f⟧.
%%% nl-staatscourant nl gazette
Bekendmaking: ⟦P:nl⟧, wonende te ⟦AD:nl⟧, heeft verzocht om wijziging van de geslachtsnaam in ⟦P:nl.l⟧.
%%% nl-review nl review
Waardeloze klantenservice. Mijn IBAN ⟦IBAN:nl⟧ is nog steeds niet aangepast. Groet, ⟦P:nl⟧
%%% nl-rouwkaart nl notice
Verdrietig maar dankbaar nemen wij afscheid van ⟦P:nl⟧. Correspondentieadres: ⟦AD:nl⟧.
%%% pl-ogloszenie pl classified
Sprzedam wózek dziecięcy 3w1, stan bdb, 600 zł. Odbiór osobisty ⟦AD:pl⟧. Tel. ⟦PH:pl⟧ (⟦P:pl.f⟧).
%%% pl-monitor-sadowy pl gazette
Sąd Rejonowy ogłasza, że ⟦P:pl⟧, zam. ⟦AD:pl⟧, złożył wniosek o ogłoszenie upadłości (sygn. ⟦~case-number⟧).
%%% pl-opinia pl review
Kurier zostawił paczkę pod ⟦AD:pl⟧, a nie u mnie. Zgłoszenie ⟦~jira-ticket⟧ bez odpowiedzi. ⟦P:pl.i⟧
%%% pl-nekrolog pl notice
Z głębokim żalem zawiadamiamy, że zmarła ⟦P:pl⟧. Msza żałobna w kościele św. Anny. Kontakt dla rodziny: ⟦PH:pl⟧.
%%% sv-blocket sv classified
Säljes: barnvagn, 1 200 kr. Hämtas ⟦AD:se⟧. Sms:a ⟦PH:se⟧, ⟦P:sv.f⟧.
%%% sv-dodsannons sv notice
Vår älskade ⟦P:sv⟧ har lämnat oss. Minnesstund i Hagakyrkan. Tankar kan skickas till ⟦P:sv⟧, ⟦AD:se⟧.
%%% sv-recension sv review
Supporten svarar inte. Jag har mejlat från ⟦EM:from⟧ fem gånger. /⟦P:sv.f⟧
%%% sv-rekrytering sv recruiting
Hej ⟦P:sv.f⟧! Jag rekryterar till en backend-roll hos ⟦~company-surname⟧. Ring mig gärna på ⟦PH:se⟧. Mvh ⟦P:sv⟧
%%% nb-finn-annonse nb classified
Selger sykkel, 2 500 kr. Hentes ⟦AD:no⟧. Ring ⟦PH:no⟧, spør etter ⟦P:nb.f⟧.
%%% nb-dodsannonse nb notice
Vår kjære ⟦P:nb⟧ sovnet stille inn. Bisettelse fra Vestre gravlund. Minneord sendes ⟦EM:from⟧.
%%% nb-brukeranmeldelse nb review
Appen logger meg ut hele tiden. Bruker: ⟦EM:from⟧. Versjon ⟦~version-string⟧. Hilsen ⟦P:nb⟧
%%% da-dba-annonce da classified
Sælger sofabord, 300 kr. Afhentes ⟦AD:dk⟧. Skriv til ⟦P:da.f⟧ på ⟦PH:dk⟧.
%%% da-anmeldelse da review
Fik aldrig min pakke til ⟦AD:dk⟧. Ordrenummer ⟦~order-number⟧. ⟦P:da⟧
%%% da-statstidende da gazette
Proklama: Boet efter ⟦P:da⟧, sidst boende ⟦AD:dk⟧, er under behandling. Krav anmeldes inden 8 uger.
%%% fi-tori-ilmoitus fi classified
Myydään talvirenkaat, 200 €. Nouto ⟦AD:fi⟧. Soita ⟦PH:fi⟧ / ⟦P:fi.f⟧.
%%% fi-kuolinilmoitus fi notice
Rakkaamme ⟦P:fi⟧ nukkui pois. Muistotilaisuus Tampereella. Yhteystiedot: ⟦P:fi⟧, ⟦PH:fi⟧.
%%% fi-arvostelu fi review
Tilaus ⟦~order-number⟧ ei tullut perille osoitteeseen ⟦AD:fi⟧. Todella huono palvelu. – ⟦P:fi.f⟧
%%% cs-bazos cs classified
Prodám pračku, 3 500 Kč. Osobní odběr ⟦AD:cz⟧. Tel.: ⟦PH:cz⟧, ⟦P:cs.f⟧.
%%% cs-recenze cs review
Kurýr nechal balík u sousedů na ⟦AD:cz⟧. Reklamace ⟦~jira-ticket⟧. ⟦P:cs⟧
%%% cs-parte cs notice
S bolestí v srdci oznamujeme, že nás opustila ⟦P:cs⟧. Kondolence: ⟦EM:from⟧.
%%% ro-anunt ro classified
Vând apartament 2 camere, ⟦AD:ro⟧. Preț negociabil. Tel. ⟦PH:ro⟧, ⟦P:ro.f⟧.
%%% ro-recenzie ro review
Nu recomand. Am plătit cu cardul ⟦~redacted⟧ și comanda nu a venit. ⟦P:ro⟧, ⟦EM:from⟧
%%% ro-monitorul ro gazette
Se aduce la cunoștință că ⟦P:ro⟧, domiciliată în ⟦AD:ro⟧, a solicitat schimbarea numelui în ⟦P:ro.l⟧.
%%% hu-apro hu classified
Eladó gyerekágy, 15 000 Ft. Átvétel: ⟦AD:hu⟧. Tel.: ⟦PH:hu⟧, ⟦P:hu⟧.
%%% hu-gyaszjelentes hu notice
Fájó szívvel tudatjuk, hogy ⟦P:hu⟧ 84 éves korában elhunyt. Részvétnyilvánítás: ⟦EM:from⟧.
%%% hu-ertekeles hu review
A futár ⟦AD:hu⟧ címre vitte a csomagot. Rendelés: ⟦~order-number⟧. Üdv, ⟦P:hu⟧
%%% tr-ilan tr classified
Satılık bisiklet, 4.500 TL. Teslim ⟦AD:tr⟧. Tel: ⟦PH:tr⟧ (⟦P:tr.f⟧ Bey).
%%% tr-vefat-ilani tr notice
⟦P:tr⟧ Hanım vefat etmiştir. Cenazesi ikindi namazını müteakip kaldırılacaktır. Taziye: ⟦PH:tr⟧.
%%% tr-yorum tr review
Kargo ⟦~tracking-number⟧ hâlâ gelmedi. Adresim ⟦AD:tr⟧. Çok kötü hizmet! ⟦P:tr.i⟧
%%% tr-ise-alim tr recruiting
Merhaba ⟦P:tr.f⟧ Hanım, İstanbul ofisimizdeki pozisyon için sizinle görüşmek isteriz. ⟦PH:tr⟧ numarasından ulaşabilir misiniz? ⟦P:tr⟧, ⟦EM:work⟧
%%% el-aggelia el classified
Πωλείται ποδήλατο, 180 €. Παραλαβή ⟦AD:gr⟧. Τηλ. ⟦PH:gr⟧, ⟦P:el.f⟧.
%%% el-kritiki el review
Απαράδεκτο! Το δέμα πήγε στην ⟦AD:gr⟧. ⟦P:el⟧, ⟦EM:from⟧
%%% el-kideia el notice
Η ⟦P:el⟧ έφυγε από κοντά μας. Η κηδεία θα γίνει στον Άγιο Δημήτριο. Πληροφορίες: ⟦PH:gr⟧.
%%% ru-avito ru classified
Продаю диван, 12 000 ₽. Самовывоз: ⟦AD:ru⟧. Звонить ⟦PH:ru⟧, ⟦P:ru.f⟧.
%%% ru-otzyv ru review
Курьер оставил заказ ⟦~order-number⟧ у соседей. Меня зовут ⟦P:ru⟧, пишите на ⟦EM:from⟧.
%%% ru-vakansiya ru recruiting
Здравствуйте, ⟦P:ru.f⟧! Мы ищем аналитика в команду. Удобно ли созвониться по номеру ⟦PH:ru⟧? С уважением, ⟦P:ru⟧
%%% ru-rodoslovnaya ru genealogy
Родословная: ⟦P:ru⟧ (1897–1964), жена — ⟦P:ru⟧. Правнучка ⟦P:ru⟧ живёт по адресу ⟦AD:ru⟧.
%%% uk-olx uk classified
Продам дитячий візок, 3 000 грн. Самовивіз: ⟦AD:ua⟧. Тел. ⟦PH:ua⟧, ⟦P:uk.f⟧.
%%% uk-vidguk uk review
Замовлення ⟦~order-number⟧ не доставили. ⟦P:uk⟧, ⟦EM:from⟧
%%% uk-ogoloshennya uk notice
Шановні сусіди! Збори ОСББ у четвер. Голова правління ⟦P:uk⟧, тел. ⟦PH:ua⟧. Екстрені служби: ⟦~emergency-number⟧.
