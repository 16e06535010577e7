import { disclosureTable } from "./build.ts";

/**
 * GRI Standards: the Universal Standards' disclosures (GRI 2 and GRI 3, 2021)
 * and the Topic Standards' (200, 300 and 400 series in their latest
 * versions, and GRI 101: Biodiversity 2024). GRI 307 and GRI 419 are not
 * here: the 2021 update withdrew them into 2-27. Japanese titles are those of
 * GRI's Japanese translation; GRI 101 has none yet. Topic = the standard's
 * number (the category codes of catalog/frameworks.ts).
 */
const topicOf = (code: string) => code.split("-")[0]!;

const UNIVERSAL = `
2-1 | Organizational details | 組織の詳細 | legal name, headquarters, ownership | 法人名, 本社, 所在地
2-2 | Entities included in the organization's sustainability reporting | 組織のサステナビリティ報告の対象となる事業体 | reporting boundary, subsidiaries, consolidated entities | 報告範囲, 子会社, 連結
2-3 | Reporting period, frequency and contact point | 報告期間、報告頻度、連絡先 | reporting period, annual report, sustainability report | 報告期間, 統合報告書, サステナビリティレポート
2-4 | Restatements of information | 情報の修正・訂正記述 | restatement, restated | 修正, 訂正
2-5 | External assurance | 外部保証 | external assurance, third-party assurance, independent assurance, limited assurance | 第三者保証, 外部保証, 第三者検証
2-6 | Activities, value chain and other business relationships | 活動、バリューチェーン、その他の取引関係 | value chain, business relationships, supply chain | バリューチェーン, 取引関係, サプライチェーン
2-7 | Employees | 従業員 | headcount, number of employees, permanent employees | 従業員数, 正社員
2-8 | Workers who are not employees | 従業員以外の労働者 | contractors, agency workers, contract workers | 派遣社員, 請負, 業務委託
2-9 | Governance structure and composition | ガバナンス構造と構成 | board of directors, board composition, governance structure | 取締役会, ガバナンス体制, 社外取締役
2-10 | Nomination and selection of the highest governance body | 最高ガバナンス機関における指名と選出 | board nomination, director selection, nomination committee | 指名委員会, 取締役選任
2-11 | Chair of the highest governance body | 最高ガバナンス機関の議長 | board chair, chairperson | 取締役会議長, 議長
2-12 | Role of the highest governance body in overseeing the management of impacts | インパクトのマネジメントの監督における最高ガバナンス機関の役割 | board oversight, sustainability committee | 取締役会の監督, サステナビリティ委員会
2-13 | Delegation of responsibility for managing impacts | インパクトのマネジメントに関する責任の移譲 | sustainability officer, chief sustainability officer, responsibility for sustainability | 担当役員, サステナビリティ推進, 最高サステナビリティ責任者
2-14 | Role of the highest governance body in sustainability reporting | サステナビリティ報告における最高ガバナンス機関の役割 | board approval, report approved by the board | 取締役会の承認
2-15 | Conflicts of interest | 利益相反 | conflict of interest, related party | 利益相反, 関連当事者
2-16 | Communication of critical concerns | 重大な懸念事項の伝達 | critical concerns, escalation | 重大な懸念, 報告体制
2-17 | Collective knowledge of the highest governance body | 最高ガバナンス機関の集合的知見 | board training, director training, skills matrix | 役員研修, スキルマトリックス
2-18 | Evaluation of the performance of the highest governance body | 最高ガバナンス機関のパフォーマンス評価 | board evaluation, board effectiveness | 取締役会評価, 実効性評価
2-19 | Remuneration policies | 報酬方針 | remuneration policy, executive pay, executive compensation | 役員報酬, 報酬方針
2-20 | Process to determine remuneration | 報酬の決定プロセス | remuneration committee, compensation committee | 報酬委員会
2-21 | Annual total compensation ratio | 年間報酬総額の比率 | pay ratio, compensation ratio | 報酬比率
2-22 | Statement on sustainable development strategy | 持続可能な発展に向けた戦略に関する声明 | sustainability strategy, ceo statement, top message | サステナビリティ戦略, トップメッセージ, 社長メッセージ | 2
2-23 | Policy commitments | 方針声明 | policy commitment, sustainability policy, human rights policy, code of conduct | 方針, 行動規範, 人権方針
2-24 | Embedding policy commitments | 方針声明の実践 | policy implementation, embedding policy, employee training on policy | 方針の浸透, 周知徹底
2-25 | Processes to remediate negative impacts | マイナスのインパクトの是正プロセス | remediation, grievance mechanism, remedy | 是正, 救済, 苦情処理
2-26 | Mechanisms for seeking advice and raising concerns | 助言を求める制度および懸念を提起する制度 | whistleblowing, whistleblower, hotline, speak up | 内部通報, 通報窓口, ホットライン
2-27 | Compliance with laws and regulations | 法規制遵守 | compliance, legal compliance, fines, non-compliance | 法令遵守, コンプライアンス, 罰金
2-28 | Membership associations | 会員資格を持つ団体 | membership, industry association, initiative member | 加盟, 業界団体, 賛同
2-29 | Approach to stakeholder engagement | ステークホルダー・エンゲージメントへのアプローチ | stakeholder engagement, stakeholder dialogue | ステークホルダー, 対話, エンゲージメント
2-30 | Collective bargaining agreements | 労働協約 | collective bargaining, trade union, labor union | 労働協約, 労働組合, 団体交渉
3-1 | Process to determine material topics | マテリアルな項目の決定プロセス | materiality assessment, material issues, double materiality | マテリアリティ, 重要課題, 重要性評価 | 2
3-2 | List of material topics | マテリアルな項目のリスト | material topics, materiality matrix | マテリアリティ, 重要課題
3-3 | Management of material topics | マテリアルな項目のマネジメント | management approach, action plan, kpi | 取り組み方針, 目標, 行動計画 | 2
`;

const ECONOMIC = `
201-1 | Direct economic value generated and distributed | 創出、分配した直接的経済価値 | economic value, revenue, dividends, wages paid | 経済価値, 売上, 配当
201-2 | Financial implications and other risks and opportunities due to climate change | 気候変動による財務上の影響、その他のリスクと機会 | climate risk, climate-related risks, financial impact of climate change, tcfd | 気候変動リスク, 気候関連リスク, 財務影響, 機会 | 2
201-3 | Defined benefit plan obligations and other retirement plans | 確定給付型年金制度の負担、その他の退職金制度 | pension, retirement plan | 年金, 退職金
201-4 | Financial assistance received from government | 政府から受けた資金援助 | government grant, subsidy, tax relief | 補助金, 助成金, 税額控除
202-1 | Ratios of standard entry level wage by gender compared to local minimum wage | 地域最低賃金に対する標準新人給与の比率（男女別） | minimum wage, living wage, entry level wage | 最低賃金, 生活賃金, 初任給
202-2 | Proportion of senior management hired from the local community | 地域コミュニティから採用した上級管理職の割合 | local hiring, local management | 地元採用, 現地採用
203-1 | Infrastructure investments and services supported | インフラ投資および支援サービス | infrastructure investment, public infrastructure | インフラ, 社会基盤
203-2 | Significant indirect economic impacts | 著しい間接的な経済的インパクト | indirect economic impact, local economy, job creation | 地域経済, 雇用創出, 地域活性化
204-1 | Proportion of spending on local suppliers | 地元サプライヤーへの支出の割合 | local supplier, local sourcing, buy local | 地元企業, 地産地消, 地元調達
205-1 | Operations assessed for risks related to corruption | 腐敗に関するリスク評価を行っている事業所 | corruption risk, bribery risk | 腐敗リスク, 贈収賄リスク
205-2 | Communication and training about anti-corruption policies and procedures | 腐敗防止の方針や手順に関するコミュニケーションと研修 | anti-corruption, anti-bribery, anti-corruption training | 腐敗防止, 贈収賄防止, 汚職防止
205-3 | Confirmed incidents of corruption and actions taken | 確定した腐敗事例と実施した措置 | corruption incident, bribery case | 腐敗事例, 贈収賄
206-1 | Legal actions for anti-competitive behavior, anti-trust, and monopoly practices | 反競争的行為、反トラスト、独占的慣行により受けた法的措置 | antitrust, anti-competitive, competition law | 独占禁止法, 反競争的, 競争法
207-1 | Approach to tax | 税務へのアプローチ | tax strategy, tax policy | 税務方針, 税務戦略
207-2 | Tax governance, control, and risk management | 税務ガバナンス、管理、およびリスクマネジメント | tax governance, tax risk | 税務ガバナンス, 税務リスク
207-3 | Stakeholder engagement and management of concerns related to tax | 税務に関連するステークホルダー・エンゲージメントおよび懸念への対処 | tax authority, tax transparency | 税務当局, 税の透明性
207-4 | Country-by-country reporting | 国別の報告 | country-by-country, tax paid | 国別報告, 納税額
`;

const ENVIRONMENTAL = `
101-1 | Policies to halt and reverse biodiversity loss |  | biodiversity policy, nature positive, no net loss, deforestation-free | 生物多様性方針, ネイチャーポジティブ, 生物多様性
101-2 | Management of biodiversity impacts |  | biodiversity management, mitigation hierarchy, restoration | 生物多様性保全, 自然再生, 生態系保全
101-3 | Access and benefit-sharing |  | genetic resources, benefit-sharing | 遺伝資源, 利益配分
101-4 | Identification of biodiversity impacts |  | biodiversity impact, biodiversity assessment, tnfd, leap approach | 生物多様性への影響, 生物多様性評価, 自然関連
101-5 | Locations with biodiversity impacts |  | sensitive location, protected area, key biodiversity area | 保護地域, 重要な生物多様性地域
101-6 | Direct drivers of biodiversity loss |  | land use change, invasive species, pollution, overexploitation | 土地利用, 外来種, 汚染
101-7 | Changes to the state of biodiversity |  | ecosystem condition, habitat, species | 生態系, 生息地, 生物種
101-8 | Ecosystem services |  | ecosystem service, natural capital | 生態系サービス, 自然資本
301-1 | Materials used by weight or volume | 使用原材料の重量または体積 | raw material, materials used, material consumption | 原材料, 資材
301-2 | Recycled input materials used | 使用したリサイクル材料 | recycled material, recycled content, recycled plastic | 再生材, リサイクル材, 再生プラスチック
301-3 | Reclaimed products and their packaging materials | 再生利用された製品と梱包材 | take-back, reclaimed product, packaging, circular economy | 回収, 包装, 梱包, 循環型
302-1 | Energy consumption within the organization | 組織内のエネルギー消費量 | energy consumption, electricity, renewable energy, renewable electricity, fuel | エネルギー消費, 電力, 再生可能エネルギー, 電気, 燃料 | 2
302-2 | Energy consumption outside of the organization | 組織外のエネルギー消費量 | energy use outside, upstream energy | 組織外のエネルギー
302-3 | Energy intensity | エネルギー原単位 | energy intensity | エネルギー原単位
302-4 | Reduction of energy consumption | エネルギー消費量の削減 | energy efficiency, energy saving, led lighting, reduce energy | 省エネ, 省エネルギー, エネルギー効率, 節電, LED
302-5 | Reductions in energy requirements of products and services | 製品およびサービスのエネルギー必要量の削減 | energy-efficient product, efficient products | 省エネ製品, 製品の省エネ
303-1 | Interactions with water as a shared resource | 共有資源としての水との相互作用 | water stewardship, water risk, water stress | 水資源, 水リスク, 水ストレス
303-2 | Management of water discharge-related impacts | 排水に関連するインパクトのマネジメント | wastewater treatment, effluent quality | 排水処理, 水質
303-3 | Water withdrawal | 取水 | water withdrawal, water intake, water use | 取水, 水使用量, 用水 | 2
303-4 | Water discharge | 排水 | water discharge, wastewater, effluent | 排水
303-5 | Water consumption | 水消費 | water consumption, water saving, water recycling | 水消費, 節水, 水のリサイクル
304-1 | Operational sites owned, leased, managed in, or adjacent to, protected areas and areas of high biodiversity value outside protected areas | 保護地域および保護地域ではないが生物多様性価値の高い地域、もしくはそれらの隣接地域に所有、賃借、管理している事業サイト | protected area, high biodiversity value | 保護地域, 生物多様性
304-2 | Significant impacts of activities, products and services on biodiversity | 活動、製品、サービスが生物多様性に与える著しいインパクト | biodiversity impact, biodiversity | 生物多様性への影響, 生物多様性
304-3 | Habitats protected or restored | 生息地の保護・復元 | habitat restoration, tree planting, reforestation, conservation | 植林, 森林保全, 生息地, 保全活動
304-4 | IUCN Red List species and national conservation list species with habitats in areas affected by operations | 事業の影響を受ける地域に生息するIUCNレッドリストならびに国内保全種リスト対象の生物種 | red list, endangered species | レッドリスト, 絶滅危惧種
305-1 | Direct (Scope 1) GHG emissions | 直接的なGHG排出量（スコープ1） | scope 1, direct emissions, ghg emissions, greenhouse gas, carbon emissions | スコープ1, 直接排出, 温室効果ガス, 排出量, CO2 | 2
305-2 | Energy indirect (Scope 2) GHG emissions | 間接的なGHG排出量（スコープ2） | scope 2, scope 1 and 2, purchased electricity, ghg emissions, greenhouse gas, renewable electricity | スコープ2, スコープ1・2, 購入電力, 温室効果ガス, 排出量, 再生可能エネルギー | 2
305-3 | Other indirect (Scope 3) GHG emissions | その他の間接的なGHG排出量（スコープ3） | scope 3, value chain emissions, supply chain emissions, business travel, commuting | スコープ3, サプライチェーン排出量, 出張, 通勤 | 2
305-4 | GHG emissions intensity | GHG排出原単位 | emissions intensity, carbon intensity | 排出原単位, 原単位
305-5 | Reduction of GHG emissions | GHG排出量の削減 | emission+reduction, emission+reduce, emission+reduced, emission+cut, decarbonization, net zero, carbon neutral, science based target | 排出+削減, 排出+減らす, 脱炭素, カーボンニュートラル, ネットゼロ | 2
305-6 | Emissions of ozone-depleting substances (ODS) | オゾン層破壊物質（ODS）の排出量 | ozone-depleting, refrigerant, cfc | オゾン層, フロン, 冷媒
305-7 | Nitrogen oxides (NOx), sulfur oxides (SOx), and other significant air emissions | 窒素酸化物（NOx）、硫黄酸化物（SOx）、およびその他の重大な大気排出物 | nox, sox, air pollution, air quality | 窒素酸化物, 硫黄酸化物, 大気汚染, 大気
306-1 | Waste generation and significant waste-related impacts | 廃棄物の発生と廃棄物関連の著しいインパクト | waste generation, waste impact | 廃棄物の発生
306-2 | Management of significant waste-related impacts | 廃棄物関連の著しいインパクトの管理 | waste management, zero waste, reduce waste | 廃棄物管理, ゼロエミッション, 廃棄物削減
306-3 | Waste generated | 発生した廃棄物 | waste generated, waste, food waste | 廃棄物, 廃棄物量, 食品ロス | 2
306-4 | Waste diverted from disposal | 処分されなかった廃棄物 | recycling, reuse, composting, recycle | リサイクル, 再利用, 再資源化, 堆肥化
306-5 | Waste directed to disposal | 処分された廃棄物 | landfill, incineration | 埋立, 焼却
308-1 | New suppliers that were screened using environmental criteria | 環境基準により選定した新規サプライヤー | supplier screening, environmental criteria, green procurement | グリーン調達, サプライヤー選定, 環境基準
308-2 | Negative environmental impacts in the supply chain and actions taken | サプライチェーンにおけるマイナスの環境インパクトと実施した措置 | supplier audit, supplier assessment, supply chain environmental | サプライヤー監査, サプライヤー評価, 調達
`;

const SOCIAL = `
401-1 | New employee hires and employee turnover | 従業員の新規雇用と離職 | new hires, turnover, attrition, retention | 採用, 離職率, 定着率
401-2 | Benefits provided to full-time employees that are not provided to temporary or part-time employees | フルタイム従業員には支給され、有期雇用の従業員やパートタイム従業員には支給されない手当 | employee benefits, welfare benefits | 福利厚生, 手当
401-3 | Parental leave | 育児休暇 | parental leave, maternity leave, paternity leave, childcare leave | 育児休業, 育児休暇, 産休, 育休
402-1 | Minimum notice periods regarding operational changes | 事業上の変更に関する最低通知期間 | notice period, restructuring | 通知期間, 組織再編
403-1 | Occupational health and safety management system | 労働安全衛生マネジメントシステム | iso 45001, safety management system, occupational health and safety | 労働安全衛生マネジメントシステム, 労働安全衛生 | 2
403-2 | Hazard identification, risk assessment, and incident investigation | 危険性（ハザード）の特定、リスク評価、事故調査 | hazard identification, risk assessment, incident investigation | 危険性, リスクアセスメント, 事故調査
403-3 | Occupational health services | 労働衛生サービス | occupational health service, industrial physician, health checkup | 産業医, 健康診断
403-4 | Worker participation, consultation, and communication on occupational health and safety | 労働安全衛生における労働者の参加、協議、コミュニケーション | safety committee, health and safety committee | 安全衛生委員会
403-5 | Worker training on occupational health and safety | 労働安全衛生に関する労働者研修 | safety training | 安全教育, 安全研修
403-6 | Promotion of worker health | 労働者の健康増進 | wellbeing, wellness, mental health, health promotion | 健康経営, 健康増進, メンタルヘルス
403-7 | Prevention and mitigation of occupational health and safety impacts directly linked by business relationships | ビジネス上の関係で直接結びついた労働安全衛生の影響の防止と緩和 | contractor safety, supplier safety | 協力会社の安全
403-8 | Workers covered by an occupational health and safety management system | 労働安全衛生マネジメントシステムの対象となる労働者 | iso 45001, workers covered | 対象となる労働者
403-9 | Work-related injuries | 労働関連の傷害 | injury, lost time injury, ltifr, accident, fatality | 労働災害, 休業災害, 事故, 度数率 | 2
403-10 | Work-related ill health | 労働関連の疾病・体調不良 | occupational disease, ill health | 職業性疾病, 疾病
404-1 | Average hours of training per year per employee | 従業員一人あたりの年間平均研修時間 | training hours, employee training | 研修時間, 社員研修, 従業員研修
404-2 | Programs for upgrading employee skills and transition assistance programs | 従業員スキル向上プログラムおよび移行支援プログラム | upskilling, reskilling, skills development, career development | リスキリング, 能力開発, 人材育成, スキル
404-3 | Percentage of employees receiving regular performance and career development reviews | 業績とキャリア開発に関して定期的なレビューを受けている従業員の割合 | performance review, career review, appraisal | 人事評価, キャリア面談, 評価面談
405-1 | Diversity of governance bodies and employees | ガバナンス機関および従業員のダイバーシティ | diversity, inclusion, women in management, female managers, gender balance | ダイバーシティ, 女性管理職, 多様性, 女性活躍 | 2
405-2 | Ratio of basic salary and remuneration of women to men | 基本給と報酬総額の男女比 | gender pay gap, equal pay | 男女間賃金格差, 賃金格差, 同一賃金
406-1 | Incidents of discrimination and corrective actions taken | 差別事例と実施した救済措置 | discrimination, harassment | 差別, ハラスメント
407-1 | Operations and suppliers in which the right to freedom of association and collective bargaining may be at risk | 結社の自由や団体交渉の権利がリスクにさらされる可能性のある事業所およびサプライヤー | freedom of association, collective bargaining | 結社の自由, 団体交渉
408-1 | Operations and suppliers at significant risk for incidents of child labor | 児童労働事例に関して著しいリスクがある事業所およびサプライヤー | child labor, child labour | 児童労働
409-1 | Operations and suppliers at significant risk for incidents of forced or compulsory labor | 強制労働事例に関して著しいリスクがある事業所およびサプライヤー | forced labor, forced labour, modern slavery | 強制労働, 現代奴隷
410-1 | Security personnel trained in human rights policies or procedures | 人権方針や手順について研修を受けた保安要員 | security personnel | 警備員, 保安要員
411-1 | Incidents of violations involving rights of indigenous peoples | 先住民族の権利を侵害した事例 | indigenous peoples, indigenous rights | 先住民族
412-1 | Operations that have been subject to human rights reviews or impact assessments | 人権レビューやインパクト評価の対象とした事業所 | human rights due diligence, human rights impact assessment | 人権デューデリジェンス, 人権影響評価, 人権
412-2 | Employee training on human rights policies or procedures | 人権方針や手順に関する従業員研修 | human rights training | 人権研修, 人権教育
412-3 | Significant investment agreements and contracts that include human rights clauses or that underwent human rights screening | 人権条項を含むもしくは人権スクリーニングを受けた重要な投資協定および契約 | human rights clause, human rights screening | 人権条項
413-1 | Operations with local community engagement, impact assessments, and development programs | 地域コミュニティとのエンゲージメント、インパクト評価、開発プログラムを実施した事業所 | community engagement, volunteering, volunteer, local community, donation | 地域貢献, ボランティア, 地域社会, 寄付, 社会貢献
413-2 | Operations with significant actual and potential negative impacts on local communities | 地域コミュニティに著しいマイナスのインパクト（顕在的、潜在的）を及ぼす事業所 | community impact, noise, resettlement | 騒音, 地域への影響
414-1 | New suppliers that were screened using social criteria | 社会的基準により選定した新規サプライヤー | supplier code of conduct, responsible sourcing, social criteria | サプライヤー行動規範, 責任ある調達, CSR調達
414-2 | Negative social impacts in the supply chain and actions taken | サプライチェーンにおけるマイナスの社会的インパクトと実施した措置 | supplier audit, supply chain human rights, labor conditions in supply chain | サプライヤー監査, サプライチェーンの人権
415-1 | Political contributions | 政治献金 | political contribution, lobbying | 政治献金, ロビー活動
416-1 | Assessment of the health and safety impacts of product and service categories | 製品およびサービスのカテゴリーに対する安全衛生インパクトの評価 | product safety, food safety, quality assurance | 製品安全, 食品安全, 品質保証
416-2 | Incidents of non-compliance concerning the health and safety impacts of products and services | 製品およびサービスの安全衛生インパクトに関する違反事例 | product recall, recall | リコール, 製品回収
417-1 | Requirements for product and service information and labeling | 製品およびサービスの情報とラベリングに関する要求事項 | labeling, labelling, eco-label, product information | 表示, ラベル, エコラベル
417-2 | Incidents of non-compliance concerning product and service information and labeling | 製品およびサービスの情報とラベリングに関する違反事例 | labeling violation, mislabeling | 表示違反, 不当表示
417-3 | Incidents of non-compliance concerning marketing communications | マーケティング・コミュニケーションに関する違反事例 | marketing communication, advertising, greenwashing | 広告, 誇大広告, グリーンウォッシュ
418-1 | Substantiated complaints concerning breaches of customer privacy and losses of customer data | 顧客プライバシーの侵害および顧客データの紛失に関して具体化した不服申立 | privacy, data protection, data breach, personal data, iso 27001 | 個人情報, プライバシー, 情報漏洩, 情報セキュリティ
`;

const superseded = new Set(["304-1", "304-2", "304-3", "304-4"]);

export const GRI = [UNIVERSAL, ECONOMIC, ENVIRONMENTAL, SOCIAL]
  .flatMap((table) => disclosureTable("gri", topicOf, table))
  .map((d) => (superseded.has(d.code) ? { ...d, supersededBy: "101" } : d));
