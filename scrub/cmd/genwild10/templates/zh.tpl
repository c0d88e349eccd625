Chinese and Chinese-English mixed text: agent traces, RAG chunks, sheets,
configs, fullwidth digits and ideographic spaces.

~~~tpl kind=zh_agent_tool_call_express lang=zh cat=agent_trace
{"tool_calls":[{"function":{"name":"create_shipment","arguments":"{\"收件人\":\"⟪PERSON:cn|json2u⟫\",\"手机\":\"⟪CN_MOBILE:compact⟫\",\"地址\":\"⟪STREET_ADDRESS:cn|json2u⟫\",\"备注\":\"工作日送达\"}"}}]}

~~~tpl kind=zh_agent_kyc_tool_result lang=zh cat=agent_trace
调用 verify_id_card → 结果:
{"姓名":"⟪PERSON:cn⟫","身份证号":"⟪CN_RESIDENT_ID⟫","一致":true,"请求号":"⟪~uuid⟫"}
下一步：绑定银行卡 ⟪CN_BANK_CARD⟫，预留手机 ⟪CN_MOBILE⟫。

~~~tpl kind=zh_rag_chunk_contract_ocr lang=zh cat=rag_chunk
【检索片段 3/12 | 来源: 租赁合同扫描件.pdf】
承租方（乙方）：⟪PERSON:cn⟫　　身份证号码：⟪CN_RESIDENT_ID|wrap⟫
联系电话：⟪CN_MOBILE⟫
住址：⟪STREET_ADDRESS:cn⟫
甲方开户行：招商银行　账号：⟪CN_BANK_CARD⟫
第 2 页 共 6 页

~~~tpl kind=zh_sheet_paste_fullwidth lang=zh cat=spreadsheet
帮我把下面的表格整理成 JSON：
序号　姓名　手机号　　　　收货地址
１　　⟪PERSON:cn⟫　⟪CN_MOBILE:compact|fw⟫　⟪STREET_ADDRESS:cn|fw⟫
２　　⟪PERSON:cn⟫　⟪CN_MOBILE|fw⟫　⟪STREET_ADDRESS:cn⟫
３　　⟪~placeholder_name:cn⟫　⟪~invalid_cn_mobile⟫　（空）

~~~tpl kind=zh_wechat_chat_export lang=zh cat=chat_paste
⟪date:cn⟫ 09:4⟪int:0-9⟫ ⟪PERSON:cn#a⟫：师傅，我的快递地址改一下，改成⟪STREET_ADDRESS:cn⟫
⟪date:cn⟫ 09:5⟪int:0-9⟫ 客服小美：好的亲，请提供一下手机号～
⟪date:cn⟫ 09:5⟪int:0-9⟫ ⟪=a⟫：⟪CN_MOBILE⟫，单号 ⟪~tracking_number⟫

~~~tpl kind=zh_en_code_review_diff lang=zh-en cat=code_review
这个 PR 有问题吗？

```diff
 # 短信通知配置
-sms_secret: ${ALIYUN_SMS_SECRET}
+sms_secret: ⟪API_KEY⟫
+test_receiver: "⟪CN_MOBILE:compact⟫"  # 王经理的手机，测完删
```

~~~tpl kind=zh_en_stacktrace_with_idcard lang=zh-en cat=stack_trace
Exception in thread "pool-3-thread-7" com.example.kyc.ValidationException: 身份证校验失败: ⟪CN_RESIDENT_ID⟫
	at com.example.kyc.IdCardValidator.check(IdCardValidator.java:88)
	at com.example.kyc.KycService.submit(KycService.java:41)
Caused by: 用户 ⟪PERSON:cn⟫ 手机号 ⟪CN_MOBILE⟫ 已绑定其他账户

~~~tpl kind=zh_dataframe_print lang=zh cat=notebook
In [3]: df[["姓名", "手机", "银行卡"]].head(3)
Out[3]:
     姓名           手机                   银行卡
0   ⟪PERSON:cn⟫  ⟪CN_MOBILE:compact⟫  ⟪CN_BANK_CARD:compact⟫
1   ⟪PERSON:cn⟫  ⟪CN_MOBILE:compact⟫  ⟪CN_BANK_CARD:compact⟫
2   ⟪~placeholder_name:cn⟫  ⟪~invalid_cn_mobile⟫  ⟪~invalid_cn_bank_card⟫

~~~tpl kind=zh_config_yaml_pinyin_keys lang=zh cat=config
# 生产环境配置（请勿外传）
shujuku:
  mima: "⟪API_KEY:pw⟫"
  zhanghao: root
duanxin:
  miyao: ⟪API_KEY⟫
  ceshi_shoujihao: ⟪CN_MOBILE:compact⟫
fuzeren: ⟪PERSON:cn⟫

~~~tpl kind=zh_en_agent_trace_unicode_escaped lang=zh-en cat=agent_trace
[tool:search_customer] args={"q":"⟪PERSON:cn|jsonu⟫"} → {"hits":[{"name":"⟪PERSON:cn|jsonu⟫","mobile":"⟪CN_MOBILE⟫","vip":true}]}

~~~tpl kind=zh_news_public_figures lang=zh cat=rag_chunk
【新闻摘要】⟪~public_figure⟫今日在⟪~public_address⟫出席发布会，宣布新版本 ⟪~version_string⟫ 上线。
客服热线 ⟪~public_hotline⟫，企业服务电话 ⟪~tollfree_number:cn⟫。文章编号 ⟪~order_number⟫。

~~~tpl kind=zh_express_waybill_ocr lang=zh cat=rag_chunk
[OCR] 顺丰速运 电子运单 ⟪~tracking_number⟫
寄件人：⟪PERSON:cn⟫ ⟪CN_MOBILE⟫
收件人：⟪PERSON:cn⟫ ⟪CN_MOBILE:compact|wrap⟫
收件地址：⟪STREET_ADDRESS:cn|wrap⟫
托寄物：文件　　　付款方式：寄付月结

~~~tpl kind=zh_hr_onboarding_form lang=zh cat=form
新员工入职信息登记
姓　　名：⟪PERSON:cn⟫
身份证号：⟪CN_RESIDENT_ID⟫
工资卡号：⟪CN_BANK_CARD⟫（开户行：中国工商银行）
紧急联系人：⟪PERSON:cn⟫　电话：⟪CN_MOBILE⟫
现住址：⟪STREET_ADDRESS:cn⟫

~~~tpl kind=zh_en_log_line_ipv6 lang=zh-en cat=log_line
⟪ts⟫ WARN login 异常登录 user=⟪CN_MOBILE:compact⟫ ip=⟪IP_ADDRESS:v6⟫ city=深圳 ua="MicroMessenger/8.0.5⟪int:0-9⟫"
⟪ts⟫ INFO dns 上游 ⟪~public_dns⟫ 响应 ⟪int:3-90⟫ms

~~~tpl kind=zh_prompt_rewrite_letter lang=zh cat=chat_paste
请帮我润色这封投诉信，语气正式一点：
“本人⟪PERSON:cn⟫，身份证号⟪CN_RESIDENT_ID⟫，于⟪date:cn⟫在贵店购买的冰箱出现故障，多次拨打⟪~public_hotline⟫无人处理。请于三日内联系我：⟪CN_MOBILE⟫。”

~~~tpl kind=zh_bank_sms_forward lang=zh cat=chat_paste
转发一条短信，帮我看看是不是诈骗：
【某某银行】尊敬的客户，您尾号⟪dec:4⟫的储蓄卡于⟪date:cn⟫消费⟪money⟫元。如非本人操作请致电⟪~public_hotline⟫。
我的卡号其实是 ⟪CN_BANK_CARD⟫，我叫⟪PERSON:cn⟫。

~~~tpl kind=zh_en_jupyter_api_key lang=zh-en cat=notebook
# %% 调用大模型接口
import os
os.environ["DASHSCOPE_API_KEY"] = "⟪API_KEY⟫"   # 临时用一下
resp = call_llm("总结一下⟪PERSON:cn⟫的简历")

~~~tpl kind=zh_resume_chunk lang=zh cat=rag_chunk
个人简历
⟪PERSON:cn⟫ ｜ 男 ｜ 1996 年生
手机：⟪CN_MOBILE⟫　邮箱：⟪EMAIL:cn⟫
现居：⟪STREET_ADDRESS:cn⟫
教育经历：2014–2018 某某大学 计算机科学与技术

~~~tpl kind=zh_invoice_header lang=zh cat=form
开票信息（个人）
抬头：⟪PERSON:cn⟫
纳税人识别号：（个人无需填写）
开户行及账号：中国建设银行 ⟪CN_BANK_CARD⟫
收票邮箱：⟪EMAIL:cn⟫　收票手机：⟪CN_MOBILE⟫

~~~tpl kind=zh_en_sse_stream_mobile lang=zh-en cat=agent_trace
data: {"choices":[{"delta":{"content":"好的，已为您预约，联系人"}}]}
data: {"choices":[{"delta":{"content":"⟪PERSON:cn⟫，电话"}}]}
data: {"choices":[{"delta":{"content":"⟪CN_MOBILE⟫。"}}]}

~~~tpl kind=zh_fullwidth_id_in_form lang=zh cat=form
报名表（手写扫描）
姓名：⟪PERSON:cn⟫
证件号码：⟪CN_RESIDENT_ID|fw⟫
联系方式：⟪CN_MOBILE:compact|fw⟫
家庭住址：⟪STREET_ADDRESS:cn|fw⟫

~~~tpl kind=zh_en_k8s_configmap lang=zh-en cat=config
apiVersion: v1
kind: ConfigMap
metadata:
  name: sms-gateway
data:
  # 告警接收人（运维值班）
  ALERT_MOBILES: "⟪CN_MOBILE:compact⟫,⟪CN_MOBILE:compact⟫"
  SMS_ACCESS_KEY_ID: "⟪API_KEY:ltai⟫"
  SMS_ACCESS_KEY_SECRET: "⟪API_KEY⟫"

~~~tpl kind=zh_hard_negative_docs lang=zh cat=rag_chunk
【文档片段】示例数据说明：姓名用“⟪~placeholder_name:cn⟫”，身份证号 ⟪~invalid_cn_id⟫ 校验位错误，
银行卡 ⟪~invalid_cn_bank_card⟫ 未通过 Luhn 校验，手机号 ⟪~invalid_cn_mobile⟫ 号段不存在。
请求 ID ⟪~uuid⟫，时间戳 ⟪~timestamp⟫。

~~~tpl kind=zh_customer_service_transcript_asr lang=zh cat=transcript_asr
[语音转写 置信度0.8⟪int:0-9⟫]
客服：您好请问有什么可以帮您
客户：喂你好我叫⟪PERSON:cn⟫我的手机号是⟪CN_MOBILE:compact⟫
客户：身份证后四位是⟪dec:4⟫，卡号是⟪CN_BANK_CARD:compact⟫
客服：好的已经帮您登记了

~~~tpl kind=zh_en_mixed_email_signature lang=zh-en cat=email_sig
Best regards / 此致
⟪PERSON:cn,latin#a⟫ ⟪PERSON:@a,native⟫
Senior PM | 杭州某科技有限公司
M: ⟪CN_MOBILE⟫ | E: ⟪EMAIL:cn,work⟫
A: ⟪STREET_ADDRESS:cn⟫

~~~tpl kind=zh_xlsx_pivot_paste lang=zh cat=spreadsheet
📋 部门	👤 负责人	☎️ 座机	📱 手机
财务部	⟪PERSON:cn⟫	⟪PHONE:cn⟫	⟪CN_MOBILE⟫
人事部	⟪PERSON:cn⟫	⟪PHONE:cn⟫	⟪CN_MOBILE⟫
总机	—	⟪~tollfree_number:cn⟫	—

~~~tpl kind=zh_sql_insert_paste lang=zh cat=code_review
INSERT INTO t_user (real_name, id_card, mobile, bank_card) VALUES
('⟪PERSON:cn⟫', '⟪CN_RESIDENT_ID⟫', '⟪CN_MOBILE:compact⟫', '⟪CN_BANK_CARD:compact⟫'),
('⟪~placeholder_name:cn⟫', '⟪~invalid_cn_id⟫', '⟪~invalid_cn_mobile⟫', NULL);
-- 第二行是测试数据

~~~tpl kind=zh_en_python_traceback lang=zh-en cat=stack_trace
Traceback (most recent call last):
  File "sync_members.py", line 77, in <module>
    row = normalize(raw)
  File "sync_members.py", line 31, in normalize
    raise ValueError(f"手机号格式错误: {m}")
ValueError: 手机号格式错误: ⟪CN_MOBILE|fw⟫
raw = {'name': '⟪PERSON:cn⟫', 'addr': '⟪STREET_ADDRESS:cn⟫'}

~~~tpl kind=zh_medical_record_chunk lang=zh cat=rag_chunk
门诊病历（检索片段）
患者：⟪PERSON:cn⟫　性别：女　年龄：3⟪int:0-9⟫岁
身份证：⟪CN_RESIDENT_ID⟫
联系电话：⟪CN_MOBILE⟫
主诉：反复咳嗽两周。

~~~tpl kind=zh_en_toml_secret_unicode_key lang=zh-en cat=config
[支付]
商户号 = "1⟪dec:9⟫"
"API密钥" = "⟪API_KEY:hex⟫"
回调地址 = "⟪URL_WITH_TOKEN⟫"
[联系人]
姓名 = "⟪PERSON:cn⟫"
电话 = "⟪CN_MOBILE⟫"

~~~tpl kind=zh_delivery_app_order lang=zh cat=chat_paste
外卖订单详情复制：
订单号 ⟪~order_number⟫
收货人 ⟪PERSON:cn⟫（先生）　⟪CN_MOBILE⟫
地址 ⟪STREET_ADDRESS:cn⟫
备注：不要香菜，放门口

~~~tpl kind=zh_ops_no_pii lang=zh cat=log_line
【巡检报告】节点 ⟪~doc_ip⟫ 正常，DNS 使用 ⟪~public_dns⟫，镜像 ⟪~container_digest⟫，
版本 ⟪~version_string⟫，提交 ⟪~commit_sha⟫，工单 ⟪~ticket_id⟫ 已关闭。客服热线 ⟪~public_hotline⟫。

~~~tpl kind=zh_en_json_log_idcard lang=zh-en cat=log_line
{"level":"info","ts":"⟪ts⟫","msg":"实名认证请求","name":"⟪PERSON:cn|jsonu⟫","id_no":"⟪CN_RESIDENT_ID⟫","mobile":"⟪CN_MOBILE:compact⟫","trace_id":"⟪hex:32⟫"}

~~~tpl kind=zh_loan_application_ocr lang=zh cat=rag_chunk
个人贷款申请表（OCR 识别结果，可能有误）
申请人姓名 ⟪PERSON:cn⟫  证件号 ⟪CN_RESIDENT_ID⟫
还款账户 ⟪CN_BANK_CARD⟫
单位地址 ⟪STREET_ADDRESS:cn|wrap⟫
配偶 ⟪PERSON:cn⟫  手机 ⟪CN_MOBILE⟫

~~~tpl kind=zh_markdown_meeting_notes lang=zh cat=document
## 周会纪要 ⟪date:cn⟫
- 参会：⟪PERSON:cn⟫、⟪PERSON:cn⟫、@⟪PERSON:cn,handle⟫
- 客户 ⟪PERSON:cn⟫ 投诉退款慢，回访电话 ⟪CN_MOBILE⟫
- 下周跟进：工单 ⟪~ticket_id⟫

~~~tpl kind=zh_en_curl_with_token lang=zh-en cat=cli_session
# 调试接口，token 是我自己的
curl -H "Authorization: Bearer ⟪JWT⟫" \
  "https://api.zhongke-xinda.cn/v1/users?mobile=⟪CN_MOBILE:compact⟫"

~~~tpl kind=zh_tw_traditional_form lang=zh cat=form
會員資料更新
姓名：⟪PERSON:cn⟫
電子郵件：⟪EMAIL:cn⟫
聯絡電話：⟪PHONE⟫
通訊地址：⟪STREET_ADDRESS:cn⟫

~~~tpl kind=zh_en_private_key_paste lang=zh-en cat=chat_paste
服务器连不上，这是我的 key，帮我看看格式对不对：
⟪PRIVATE_KEY⟫
服务器 IP 是 ⟪IP_ADDRESS:v4⟫，用户名 root

~~~tpl kind=zh_ideographic_space_names lang=zh cat=form
获奖名单
一等奖　⟪PERSON:cn⟫　⟪CN_MOBILE|isp⟫
二等奖　⟪PERSON:cn⟫　⟪CN_MOBILE|isp⟫
特邀嘉宾　⟪~public_figure⟫

~~~tpl kind=zh_en_excel_formula_paste lang=zh-en cat=spreadsheet
=VLOOKUP(A2,Sheet2!A:D,3,FALSE) 返回 #N/A，数据如下：
A列(姓名)	B列(身份证)	C列(手机)
⟪PERSON:cn⟫	⟪CN_RESIDENT_ID⟫	⟪CN_MOBILE:compact⟫
⟪PERSON:cn⟫	'⟪CN_RESIDENT_ID⟫	⟪CN_MOBILE:compact⟫

~~~tpl kind=zh_bank_transfer_receipt lang=zh cat=form
转账成功
收款人：⟪PERSON:cn⟫
收款账号：⟪CN_BANK_CARD⟫
金额：¥⟪money⟫
付款人：⟪PERSON:cn⟫（尾号⟪dec:4⟫）
交易流水号：⟪~order_number⟫

~~~tpl kind=zh_en_agent_memory lang=zh-en cat=agent_trace
[memory] 用户偏好: {"称呼":"⟪PERSON:cn|jsonu⟫","常用地址":"⟪STREET_ADDRESS:cn|jsonu⟫","备用邮箱":"⟪EMAIL:cn⟫"}
[memory] 会话 ⟪~uuid⟫ 已保存

~~~tpl kind=zh_hk_address_en lang=zh-en cat=form
收件資料 Shipping info
Name 姓名: ⟪PERSON:cn,latin⟫
Mobile 手機: ⟪CN_MOBILE⟫
Address 地址: ⟪STREET_ADDRESS:cn⟫
Remark: 請致電 call before delivery
