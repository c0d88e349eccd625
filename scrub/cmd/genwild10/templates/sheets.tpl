Spreadsheet pastes (tabs, odd headers), pandas DataFrame printouts, notebook
cells and outputs.

~~~tpl kind=sheet_paste_emoji_headers lang=en cat=spreadsheet
can you dedupe this? pasted from the sheet:
👤 Name	📧 Mail	📞 Tel	🏠 Addr
⟪PERSON⟫	⟪EMAIL⟫	⟪PHONE⟫	⟪STREET_ADDRESS⟫
⟪PERSON⟫	⟪EMAIL⟫	⟪PHONE⟫	⟪STREET_ADDRESS⟫
⟪PERSON:caps⟫	⟪EMAIL|upper⟫	⟪PHONE⟫	⟪STREET_ADDRESS⟫

~~~tpl kind=sheet_paste_german_abbrev lang=de cat=spreadsheet
Nr.	Nachn., Vorn.	Str./Hausnr., PLZ Ort	Tel. (priv.)	Kto.
1	⟪PERSON:de,rev⟫	⟪STREET_ADDRESS:de⟫	⟪PHONE:de⟫	⟪IBAN:de,compact⟫
2	⟪PERSON:de,rev⟫	⟪STREET_ADDRESS:de⟫	⟪PHONE:de⟫	⟪IBAN:de,compact⟫
Summe: 2 Datensätze

~~~tpl kind=sheet_paste_fr_colonnes lang=fr cat=spreadsheet
Voici l'export, colonnes décalées désolé :
N°;NOM;Prénom;Adresse postale;Portable;Courriel
1;⟪PERSON:fr,upper⟫;;⟪STREET_ADDRESS:fr⟫;⟪PHONE:fr⟫;⟪EMAIL:fr⟫
2;⟪PERSON:fr,upper⟫;;⟪STREET_ADDRESS:fr⟫;⟪PHONE:fr⟫;⟪EMAIL:fr⟫

~~~tpl kind=dataframe_head_customers lang=en cat=notebook
In [7]: df.head()
Out[7]:
   customer_id             name                     email          phone  churn
0        10231  ⟪PERSON⟫  ⟪EMAIL⟫  ⟪PHONE:us⟫   0.12
1        10232  ⟪PERSON⟫  ⟪EMAIL⟫  ⟪PHONE:us⟫   0.87
2        10233  ⟪~placeholder_name⟫  ⟪~example_email⟫  ⟪~fictional_phone⟫   0.50

~~~tpl kind=dataframe_info_and_sample lang=en cat=notebook
>>> df.sample(2, random_state=0)
         ip_addr            user_agent   country  ts
4182  ⟪IP_ADDRESS:v4⟫  Mozilla/5.0 (X11...)    DE  ⟪ts⟫
977   ⟪IP_ADDRESS⟫  okhttp/4.12.0          BR  ⟪ts⟫
>>> df.dtypes
ip_addr       object
user_agent    object

~~~tpl kind=jupyter_cell_json_ipynb lang=en cat=notebook
{"cell_type":"code","execution_count":12,"metadata":{},"outputs":[{"name":"stdout","output_type":"stream","text":["connected as ⟪EMAIL|json⟫\n","token=⟪API_KEY|json⟫\n"]}],"source":["client = Client(api_key=os.environ[\"API_KEY\"])\n","print(client.whoami())"]}

~~~tpl kind=jupyter_cell_hardcoded_key lang=en cat=notebook
# %% [markdown]
# ## Load data from the vendor API
# %%
import requests
API_KEY = "⟪API_KEY⟫"  # TODO move to .env !!
r = requests.get("https://api.vendor.io/v1/export", headers={"X-Api-Key": API_KEY})
r.json()[:2]
# %% output
# [{'name': '⟪PERSON⟫', 'phone': '⟪PHONE⟫'}, {'name': '⟪~placeholder_name⟫', 'phone': None}]

~~~tpl kind=pandas_to_markdown_payroll lang=en cat=notebook
print(payroll.to_markdown(index=False))
| employee        | ssn         | net_pay   | bank_account         |
|:----------------|:------------|----------:|:---------------------|
| ⟪PERSON⟫ | ⟪US_SSN⟫ | ⟪money⟫ | ****⟪dec:4⟫ |
| ⟪PERSON⟫ | ⟪US_SSN⟫ | ⟪money⟫ | ****⟪dec:4⟫ |

~~~tpl kind=polars_dataframe_print lang=en cat=notebook
shape: (2, 4)
┌─────────────────┬──────────────────────┬────────────┬──────────┐
│ holder          ┆ card                 ┆ exp        ┆ status   │
│ ---             ┆ ---                  ┆ ---        ┆ ---      │
│ str             ┆ str                  ┆ str        ┆ str      │
╞═════════════════╪══════════════════════╪════════════╪══════════╡
│ ⟪PERSON:upper⟫ ┆ ⟪CREDIT_CARD⟫ ┆ 0⟪int:1-9⟫/2⟪int:7-9⟫ ┆ declined │
│ TEST USER       ┆ ⟪~test_card⟫ ┆ 12/34      ┆ ok       │
└─────────────────┴──────────────────────┴────────────┴──────────┘

~~~tpl kind=sheet_paste_csv_quoted lang=en cat=spreadsheet
"Last, First","E-mail Address","Mobile #","Mailing Address"
"⟪PERSON:rev⟫","⟪EMAIL⟫","⟪PHONE⟫","⟪STREET_ADDRESS:us⟫"
"⟪PERSON:rev⟫","⟪EMAIL⟫","⟪PHONE⟫","⟪STREET_ADDRESS:us,ml⟫"

~~~tpl kind=sheet_es_cabeceras_raras lang=es cat=spreadsheet
ID | Nombre y apellidos | Tfno. | Correo-e | Cta. (IBAN)
--- | --- | --- | --- | ---
0⟪int:10-99⟫ | ⟪PERSON:es⟫ | ⟪PHONE:es⟫ | ⟪EMAIL:es⟫ | ⟪IBAN:es⟫
0⟪int:10-99⟫ | ⟪PERSON:es,upper⟫ | ⟪PHONE:es⟫ | ⟪EMAIL:es⟫ | ⟪IBAN:es,lower⟫

~~~tpl kind=sheet_it_anagrafica lang=it cat=spreadsheet
Cognome	Nome	Indirizzo	Cell.	PEC
⟪PERSON:it,caps⟫		⟪STREET_ADDRESS:it⟫	⟪PHONE:it⟫	⟪EMAIL:it⟫
(colonna Nome vuota, il nome è finito in Cognome)

~~~tpl kind=sheet_tr_musteri_listesi lang=tr cat=spreadsheet
Müşteri Adı	GSM	E-posta	Adres	IBAN
⟪PERSON:tr⟫	⟪PHONE:tr⟫	⟪EMAIL:tr⟫	⟪STREET_ADDRESS:tr⟫	⟪IBAN:tr⟫
⟪PERSON:tr,upper⟫	⟪PHONE:tr⟫	⟪EMAIL:tr⟫	⟪STREET_ADDRESS:tr⟫	⟪IBAN:tr⟫

~~~tpl kind=sheet_pt_planilha lang=pt cat=spreadsheet
Nome completo;Celular;E-mail;Endereço
⟪PERSON:br⟫;⟪PHONE:br⟫;⟪EMAIL:br⟫;⟪STREET_ADDRESS:br⟫
⟪PERSON:br⟫;⟪PHONE:br⟫;⟪EMAIL:br⟫;⟪STREET_ADDRESS:br⟫

~~~tpl kind=sheet_pl_arkusz lang=pl cat=spreadsheet
Lp.	Imię i nazwisko	Nr tel.	Adres zamieszkania
1.	⟪PERSON:pl⟫	⟪PHONE:pl⟫	⟪STREET_ADDRESS:pl⟫
2.	⟪PERSON:pl,caps⟫	⟪PHONE:pl⟫	⟪STREET_ADDRESS:pl⟫

~~~tpl kind=sheet_vi_danh_sach lang=vi cat=spreadsheet
STT	Họ và tên	SĐT	Địa chỉ	Ghi chú
1	⟪PERSON:vn⟫	⟪PHONE:vn⟫	⟪STREET_ADDRESS:vn⟫	đã cọc
2	⟪PERSON:vn,upper⟫	⟪PHONE:vn⟫	⟪STREET_ADDRESS:vn⟫	chưa liên lạc được

~~~tpl kind=sheet_th_raichue lang=th cat=spreadsheet
ลำดับ	ชื่อ-นามสกุล	เบอร์โทร	ที่อยู่
1	⟪PERSON:th⟫	⟪PHONE:th⟫	⟪STREET_ADDRESS:th⟫
2	⟪PERSON:th,latin⟫	⟪PHONE:th⟫	⟪STREET_ADDRESS:th⟫

~~~tpl kind=sheet_hi_suchi lang=hi cat=spreadsheet
क्रम	नाम	मोबाइल	पता
1	⟪PERSON:in⟫	⟪PHONE:in⟫	⟪STREET_ADDRESS:in⟫
2	⟪PERSON:in,latin⟫	⟪PHONE:in⟫	⟪STREET_ADDRESS:in⟫
कुल: 2

~~~tpl kind=sheet_ar_qaima lang=ar cat=spreadsheet
الاسم	الجوال	البريد الإلكتروني	الآيبان
⟪PERSON:ae⟫	⟪PHONE:ae⟫	⟪EMAIL:ae⟫	⟪IBAN:ae⟫
⟪PERSON:ae,latin⟫	⟪PHONE:ae⟫	⟪EMAIL:ae⟫	⟪IBAN:ae,spaced⟫

~~~tpl kind=sheet_he_reshima lang=he cat=spreadsheet
שם מלא	טלפון	כתובת	דוא"ל
⟪PERSON:il⟫	⟪PHONE:il⟫	⟪STREET_ADDRESS:il⟫	⟪EMAIL:il⟫
⟪PERSON:il,latin⟫	⟪PHONE:il⟫	⟪STREET_ADDRESS:il⟫	⟪EMAIL:il⟫

~~~tpl kind=sheet_uk_spysok lang=uk cat=spreadsheet
ПІБ	Телефон	Адреса	Email
⟪PERSON:ua⟫	⟪PHONE:ua⟫	⟪STREET_ADDRESS:ua⟫	⟪EMAIL:ua⟫
⟪PERSON:ua,latin⟫	⟪PHONE:ua⟫	⟪STREET_ADDRESS:ua⟫	⟪EMAIL:ua⟫

~~~tpl kind=notebook_r_tibble lang=en cat=notebook
> survey %>% select(resp_name, resp_email, ip) %>% head(3)
# A tibble: 3 × 3
  resp_name         resp_email                 ip
  <chr>             <chr>                      <chr>
1 ⟪PERSON⟫ ⟪EMAIL⟫ ⟪IP_ADDRESS:v4⟫
2 ⟪PERSON⟫ ⟪EMAIL⟫ ⟪IP_ADDRESS:v4⟫
3 <NA>              ⟪~example_email⟫          ⟪~doc_ip⟫

~~~tpl kind=notebook_sql_magic lang=en cat=notebook
%%sql
SELECT full_name, ssn, dob FROM applicants WHERE status = 'pending' LIMIT 2;
 * postgresql://nb_user:***@db.internal/hr
2 rows affected.
full_name	ssn	dob
⟪PERSON⟫	⟪US_SSN:compact⟫	⟪date⟫
⟪PERSON⟫	⟪US_SSN⟫	⟪date⟫

~~~tpl kind=sheet_paste_leaked_cards_question lang=en cat=spreadsheet
is this format right for the import? columns: cc_num, exp, cvv, cardholder
⟪CREDIT_CARD:compact⟫,0⟪int:1-9⟫/2⟪int:7-9⟫,⟪dec:3⟫,⟪PERSON:upper⟫
⟪CREDIT_CARD:compact⟫,1⟪int:0-2⟫/2⟪int:7-9⟫,⟪dec:3⟫,⟪PERSON:upper⟫
⟪~test_card:compact⟫,12/30,123,STRIPE TEST

~~~tpl kind=sheet_ops_inventory_no_pii lang=en cat=spreadsheet
host	ip	os	ver	owner_team
web-01	⟪~doc_ip⟫	ubuntu 24.04	⟪~version_string⟫	platform
dns-fwd	⟪~public_dns⟫	—	—	netops
lb-int	⟪~loopback_ip⟫	haproxy	⟪~version_string⟫	platform
ticket	⟪~ticket_id⟫	asset tag	⟪~build_number⟫	—

~~~tpl kind=notebook_pyspark_show lang=en cat=notebook
>>> events.filter("type = 'login'").select("user_email", "client_ip").show(3, truncate=False)
+------------------------------+---------------+
|user_email                    |client_ip      |
+------------------------------+---------------+
|⟪EMAIL⟫|⟪IP_ADDRESS⟫|
|⟪EMAIL⟫|⟪IP_ADDRESS:v4⟫|
|⟪~noreply_email⟫|⟪~loopback_ip⟫|
+------------------------------+---------------+
only showing top 3 rows

~~~tpl kind=sheet_sv_medlemmar lang=sv cat=spreadsheet
Namn;Adress;Mobil;E-post
⟪PERSON:se⟫;⟪STREET_ADDRESS:se⟫;⟪PHONE:se⟫;⟪EMAIL:se⟫
⟪PERSON:se,rev⟫;⟪STREET_ADDRESS:se⟫;⟪PHONE:se⟫;⟪EMAIL:se⟫

~~~tpl kind=sheet_nl_ledenlijst lang=nl cat=spreadsheet
Achternaam, voorn.	Adres	06-nr	IBAN
⟪PERSON:nl,rev⟫	⟪STREET_ADDRESS:nl⟫	⟪PHONE:nl⟫	⟪IBAN:nl⟫
⟪PERSON:nl,rev⟫	⟪STREET_ADDRESS:nl⟫	⟪PHONE:nl⟫	⟪IBAN:nl,lower⟫

~~~tpl kind=sheet_el_pinakas lang=el cat=spreadsheet
Ονοματεπώνυμο	Κινητό	Email
⟪PERSON:gr⟫	⟪PHONE:gr⟫	⟪EMAIL:gr⟫
⟪PERSON:gr,latin⟫	⟪PHONE:gr⟫	⟪EMAIL:gr⟫

~~~tpl kind=sheet_ru_tablica lang=ru cat=spreadsheet
ФИО | Тел. | E-mail | Адрес доставки
⟪PERSON:ru⟫ | ⟪PHONE:ru⟫ | ⟪EMAIL:ru⟫ | ⟪STREET_ADDRESS:ru⟫
⟪PERSON:ru,upper⟫ | ⟪PHONE:ru⟫ | ⟪EMAIL:ru⟫ | ⟪STREET_ADDRESS:ru⟫
