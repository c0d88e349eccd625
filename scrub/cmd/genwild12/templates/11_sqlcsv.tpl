SQL dumps and CSV exports.

=== sql-insert-users en sqldump sql
Why does this INSERT fail with a duplicate key?
INSERT INTO users (id, full_name, email, phone, created_at) VALUES
  (⟦n:1000-9999⟧, '⟦name.en⟧', '⟦email⟧', '⟦phone.us⟧', '⟦d.ts⟧'),
  (⟦n:1000-9999⟧, '⟦name.it⟧', '⟦email.eu⟧', '⟦phone.it⟧', '⟦d.ts⟧'),
  (⟦n:1000-9999⟧, '⟦name.fr⟧', '⟦email.eu⟧', NULL, '⟦d.ts⟧');
=== sql-insert-ko ko sqldump sql
이 덤프 MySQL 8로 옮기면 깨지는 부분 찾아줘
INSERT INTO `member` (`mem_id`,`name`,`hp`,`addr`,`reg_ip`) VALUES
(⟦n:1-9999⟧,'⟦name.ko⟧','⟦phone.kr⟧','⟦addr.kr⟧','⟦ip4⟧'),
(⟦n:1-9999⟧,'⟦name.ko⟧','⟦phone.kr⟧','⟦addr.kr⟧','⟦d.privip⟧');
=== sql-insert-zh zh sqldump sql
这条SQL报错 Data too long，帮我看看：
INSERT INTO customer(name, id_card, mobile, bank_card, address) VALUES ('⟦name.zh⟧', '⟦cnid⟧', '⟦phone.cn.mob|nospace⟧', '⟦card.up|nospace⟧', '⟦addr.cn⟧');
=== sql-insert-ja ja sqldump sql
INSERT INTO 顧客 (氏名, フリガナ, 電話番号, 住所) VALUES ('⟦name.ja#1⟧', '⟦name.ja#1|latin|upper⟧', '⟦phone.jp⟧', '⟦addr.jp⟧');
-- このINSERTを PostgreSQL 用に直してください
=== sql-pgdump-copy en sqldump
pg_dump excerpt, the COPY fails on line 3:
COPY public.customers (id, name, email, iban, ip) FROM stdin;
⟦n:1-999⟧	⟦name.nl⟧	⟦email.eu⟧	⟦iban.NL⟧	⟦ip4⟧
⟦n:1-999⟧	⟦name.de⟧	⟦email.eu⟧	⟦iban.DE⟧	⟦ip6⟧
⟦n:1-999⟧	⟦name.fr⟧	⟦email.eu⟧	⟦iban.FR⟧	\N
\.
=== sql-escape-quote en sqldump sql
UPDATE contacts SET display_name = '⟦name.en|upper⟧', notes = 'prefers ⟦phone.gb⟧ after 6pm' WHERE contact_id = '⟦d.uuid⟧';
=== sql-noPII-schema en sqldump
CREATE TABLE orders (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), sku text, total numeric);
INSERT INTO orders VALUES ('⟦d.uuid⟧', '⟦d.sku⟧', 129.90), ('⟦d.uuid⟧', '⟦d.sku⟧', 15.00);
-- migration ⟦d.version⟧, checksum ⟦d.sha256⟧
=== csv-crm-en en csvexport
Clean up this CSV (dedupe on email):
id,name,email,phone,city
⟦n:1-999⟧,⟦name.en#1⟧,⟦email<1⟧,⟦phone.us⟧,Austin
⟦n:1-999⟧,⟦name.en#1|upper⟧,⟦email<1|upper⟧,⟦phone.us⟧,Austin
⟦n:1-999⟧,"⟦name.en|rev⟧",⟦email⟧,,Tacoma
=== csv-orders-de de csvexport
Bestellnummer;Name;Straße;Telefon;Betrag
⟦d.order⟧;⟦name.de⟧;"⟦addr.de⟧";⟦phone.de⟧;⟦n:10-300⟧,⟦#:2⟧
⟦d.order⟧;⟦name.de⟧;"⟦addr.de⟧";;⟦n:10-300⟧,⟦#:2⟧
=== csv-members-ja ja csvexport
会員番号,氏名,メール,電話
⟦#:8⟧,⟦name.ja⟧,⟦email.jp⟧,⟦phone.jp⟧
⟦#:8⟧,⟦name.ja⟧,⟦email.jp⟧,⟦phone.jp⟧
⟦#:8⟧,⟦d.placeholdername⟧,⟦d.email⟧,⟦d.maskphone⟧
=== csv-cn-export zh csvexport
导出的客户表，帮我按城市分组：
客户名,手机,身份证,城市
⟦name.zh⟧,⟦phone.cn.mob⟧,⟦cnid⟧,北京
⟦name.zh⟧,⟦phone.cn.mob⟧,⟦cnid⟧,上海
⟦d.placeholdername⟧,⟦d.maskphone⟧,⟦bad.cnid⟧,测试
=== csv-ko-export ko csvexport
이름,이메일,휴대폰,가입일
⟦name.ko#1⟧,⟦email.kr<1⟧,⟦phone.kr⟧,⟦date⟧
⟦name.ko#2⟧,⟦email.kr<2⟧,⟦phone.kr⟧,⟦date⟧
=== csv-payouts-en en csvexport
payout_id,account_holder,iban,amount,currency
po_⟦a:14⟧,⟦name.es⟧,⟦iban.ES⟧,⟦n:10-900⟧.00,EUR
po_⟦a:14⟧,⟦name.pt⟧,⟦iban.PT⟧,⟦n:10-900⟧.00,EUR
po_⟦a:14⟧,⟦name.en⟧,⟦iban.GB⟧,⟦n:10-900⟧.00,GBP
=== csv-noPII-products en csvexport
sku,ean,name,price,version
⟦d.sku⟧,⟦ean13⟧,USB-C cable 1m,9.99,⟦d.version⟧
⟦d.sku⟧,⟦ean13⟧,Phone case,14.50,⟦d.version⟧
⟦d.sku⟧,⟦ean13⟧,Charger 65W,39.00,⟦d.version⟧
=== csv-noPII-ips en csvexport
Which of these are private ranges?
host,ip,owner
gw,⟦d.privip⟧,netops
dns,⟦d.docip⟧,docs-example
meta,⟦d.loop⟧,cloud
vpn,⟦d.privip⟧,netops
=== csv-cards-en en csvexport
Card export for the fraud team — which rows fail Luhn?
card,holder,exp
⟦card.visa⟧,⟦name.en⟧,⟦n:01-12⟧/2⟦n:7-9⟧
⟦bad.card⟧,⟦name.en⟧,⟦n:01-12⟧/2⟦n:7-9⟧
⟦card.jcb⟧,⟦name.ja|latin⟧,⟦n:01-12⟧/2⟦n:7-9⟧
⟦d.testcard⟧,TEST USER,12/30
=== csv-ru-export ru csvexport
ФИО;Телефон;Email
⟦name.ru⟧;⟦phone.ru⟧;⟦email.ru⟧
⟦name.uk⟧;⟦phone.ua⟧;⟦email.ru⟧
⟦d.placeholdername⟧;⟦d.maskphone⟧;⟦d.email⟧
=== sql-tr-insert tr sqldump sql
INSERT INTO musteri (ad_soyad, telefon, iban) VALUES ('⟦name.tr⟧', '⟦phone.tr⟧', '⟦iban.TR⟧');
=== sql-in-insert hi sqldump sql
-- ग्राहक तालिका
INSERT INTO grahak (naam, mobile, pata) VALUES ('⟦name.hi⟧', '⟦phone.in⟧', '⟦addr.in⟧');
