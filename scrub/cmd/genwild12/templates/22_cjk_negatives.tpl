Chinese, Japanese and Korean texts without personal data, full of look-alikes.

=== zh-neg-release zh logs
发布记录：服务 order-api 版本 ⟦d.version⟧ → ⟦d.version⟧，镜像 ⟦d.digest⟧，提交 ⟦d.gitsha⟧，流水线 ⟦d.build⟧，回滚点 ⟦d.uuid⟧。内网地址 ⟦d.privip⟧，健康检查 ⟦d.loop⟧:8080/healthz。
=== zh-neg-invoice zh bank
对账单核对：发票号码 ⟦#:20~invoice_number⟧，订单 ⟦d.order⟧，金额 ⟦d.amount.cny⟧，开户行代码 ⟦d.bic⟧，商户统一社会信用代码 ⟦d.company⟧。这几个号码哪个需要填到报销单里？
=== zh-neg-medicine zh clinic
药品说明书里的"国药准字H⟦#:8⟧"、批号 ⟦d.lot⟧、条码 ⟦ean13⟧ 分别是什么意思？诊断代码 ⟦d.icd⟧ 对应什么病？
=== zh-neg-history zh translation
翻译成英文：⟦d.public⟧生于公元前，他的思想影响了⟦d.public⟧。小说里的⟦d.fiction⟧是虚构人物。
=== ja-neg-deploy ja logs
デプロイ結果を要約して：ビルド ⟦d.build⟧、バージョン ⟦d.version⟧、コミット ⟦d.gitsha⟧、イメージ ⟦d.digest⟧、トレースID ⟦d.trace⟧。メタデータサーバー ⟦d.loop⟧ への接続がタイムアウト。
=== ja-neg-shop ja forum
ECサイトの商品ページ：型番 ⟦d.sku⟧、JAN ⟦ean13⟧、価格 ⟦d.amount.jpy⟧、問い合わせ ⟦d.hotline⟧（受付 10:00〜17:00）。レビューで「⟦d.fiction⟧みたい」と言われました。
=== ja-neg-book ja school
読書感想文の参考文献の書き方を教えて：⟦d.public⟧『こころ』ISBN ⟦isbn⟧、論文 ⟦d.doi⟧。
=== ko-neg-release ko logs
배포 노트 요약: 버전 ⟦d.version⟧, 빌드 ⟦d.build⟧, 커밋 ⟦d.gitsha⟧, 요청 ID ⟦d.uuid⟧, 사내망 ⟦d.privip⟧, 문서용 IP ⟦d.docip⟧.
=== ko-neg-bank ko bank
은행 공지 요약: 점검 시간 ⟦d.ts⟧, 고객센터 ⟦d.hotline⟧, 금융사기 신고 ⟦d.service⟧, SWIFT 코드 ⟦d.bic⟧. 카드번호 예시 "⟦d.testcard⟧"는 테스트용입니다.
=== ko-neg-history ko translation
영어로 번역: ⟦d.public⟧은 조선의 인물이다. 동화 속 ⟦d.fiction⟧과 서류 예시 이름 ⟦d.placeholdername⟧은 실존 인물이 아니다.
=== ko-neg-shipping ko shipping
택배 조회 문의: 운송장 ⟦d.tracking⟧, 주문번호 ⟦d.order⟧, 상품코드 ⟦d.sku⟧, 무게 ⟦d.phoneish⟧. 언제 도착하나요?
=== zh-neg-k8s zh config
这个 Service 为什么访问不到？
apiVersion: v1
kind: Service
metadata: {name: api, uid: ⟦d.uuid⟧}
spec:
  clusterIP: ⟦d.privip⟧
  ports: [{port: 80, targetPort: 8080}]
# 外部文档示例地址 ⟦d.docip⟧，版本 ⟦d.version⟧
=== ja-neg-aws ja config
AWSのドキュメントにある ⟦d.examplekey⟧ をそのまま使っても動きますか？リージョンは ap-northeast-1、アカウントID ⟦#:12~cloud_account_id⟧、ARN の例は arn:aws:iam::⟦#:12~cloud_account_id⟧:role/demo です。
