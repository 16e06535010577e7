import { disclosureTable } from "./build.ts";

/**
 * The 17 Sustainable Development Goals' 169 targets (A/RES/70/1), each under
 * its goal (the category codes of catalog/frameworks.ts). Titles shorten the
 * target's text faithfully (the full text is longer, with dates and
 * figures); Japanese titles are left out rather than paraphrase the
 * government's provisional translation.
 */
const topicOf = (code: string) => code.split(".")[0]!;

const TARGETS = `
1.1 | Eradicate extreme poverty for all people everywhere |  | extreme poverty, poverty | 極度の貧困, 貧困
1.2 | Reduce at least by half the proportion of people living in poverty in all its dimensions |  | poverty reduction | 貧困削減
1.3 | Implement nationally appropriate social protection systems and measures for all |  | social protection, social security | 社会保障, 社会的保護
1.4 | Ensure equal rights to economic resources, basic services, ownership and financial services, including microfinance |  | microfinance, land rights | マイクロファイナンス, 土地の権利
1.5 | Build the resilience of the poor and reduce their exposure to climate-related extreme events and disasters |  | disaster relief, disaster recovery | 災害支援, 被災地, 復興支援
1.a | Mobilize resources to implement programmes to end poverty in developing countries |  | development cooperation, poverty eradication | 開発協力, 途上国支援
1.b | Create sound policy frameworks to support accelerated investment in poverty eradication actions |  | pro-poor policy | 貧困対策
2.1 | End hunger and ensure access to safe, nutritious and sufficient food all year round |  | hunger, food bank, food access | 飢餓, フードバンク, 食料支援
2.2 | End all forms of malnutrition |  | malnutrition, nutrition | 栄養不良, 栄養改善, 栄養
2.3 | Double the agricultural productivity and incomes of small-scale food producers |  | smallholder, small-scale farmer, agricultural productivity | 小規模農家, 農業生産性, 農家
2.4 | Ensure sustainable food production systems and resilient agricultural practices |  | sustainable agriculture, organic farming, regenerative agriculture | 持続可能な農業, 有機農業, 環境保全型農業
2.5 | Maintain the genetic diversity of seeds, cultivated plants and farmed and domesticated animals |  | seed diversity, genetic diversity, seed bank | 遺伝的多様性, 種子
2.a | Increase investment in rural infrastructure, agricultural research and technology |  | agricultural research, rural infrastructure | 農業研究, 農村インフラ
2.b | Correct and prevent trade restrictions and distortions in world agricultural markets |  | agricultural trade, export subsidy | 農産物貿易, 輸出補助金
2.c | Ensure the proper functioning of food commodity markets and timely access to market information |  | food price volatility, food reserve | 食料価格, 食料備蓄
3.1 | Reduce the global maternal mortality ratio |  | maternal health, maternal mortality | 妊産婦, 母子保健
3.2 | End preventable deaths of newborns and children under 5 years of age |  | child health, newborn, infant mortality | 新生児, 乳幼児, 子どもの健康
3.3 | End the epidemics of AIDS, tuberculosis, malaria and neglected tropical diseases and combat other communicable diseases |  | hiv, malaria, tuberculosis, infectious disease | HIV, マラリア, 結核, 感染症
3.4 | Reduce premature mortality from non-communicable diseases and promote mental health and well-being |  | mental health, well-being, wellbeing, non-communicable disease, health promotion | メンタルヘルス, 健康経営, 生活習慣病, 健康増進
3.5 | Strengthen the prevention and treatment of substance abuse, including narcotic drugs and harmful use of alcohol |  | substance abuse, drug abuse, alcohol | 薬物乱用, アルコール
3.6 | Halve global deaths and injuries from road traffic accidents |  | road safety, traffic accident, safe driving | 交通安全, 交通事故, 安全運転
3.7 | Ensure universal access to sexual and reproductive health-care services |  | reproductive health, family planning | 性と生殖, 家族計画
3.8 | Achieve universal health coverage, including access to quality essential health-care services and medicines |  | universal health coverage, access to medicine, health care | 医療アクセス, 医薬品, 医療
3.9 | Substantially reduce deaths and illnesses from hazardous chemicals and air, water and soil pollution |  | hazardous chemical, air pollution, soil pollution, water pollution | 有害化学物質, 大気汚染, 土壌汚染, 水質汚濁
3.a | Strengthen the implementation of the WHO Framework Convention on Tobacco Control |  | tobacco, smoking | たばこ, 喫煙, 禁煙
3.b | Support the research and development of vaccines and medicines and provide access to them |  | vaccine, drug development | ワクチン, 医薬品開発
3.c | Increase health financing and the health workforce in developing countries |  | health workforce, health worker | 医療従事者
3.d | Strengthen the capacity for early warning, risk reduction and management of health risks |  | pandemic preparedness, health risk | 健康危機, パンデミック
4.1 | Ensure that all girls and boys complete free, equitable and quality primary and secondary education |  | primary education, secondary education, school | 初等教育, 中等教育, 学校
4.2 | Ensure that all girls and boys have access to quality early childhood development, care and pre-primary education |  | early childhood, preschool, childcare | 幼児教育, 保育
4.3 | Ensure equal access for all women and men to affordable and quality technical, vocational and tertiary education |  | vocational training, university, tertiary education | 職業訓練, 大学, 高等教育
4.4 | Increase the number of youth and adults who have relevant skills for employment, decent jobs and entrepreneurship |  | reskilling, upskilling, employability, skills development | リスキリング, 技能, 能力開発, スキル
4.5 | Eliminate gender disparities in education and ensure equal access to education for the vulnerable |  | inclusive education, education gap | インクルーシブ教育, 教育格差
4.6 | Ensure that all youth and most adults achieve literacy and numeracy |  | literacy, numeracy | 識字, 読み書き
4.7 | Ensure that all learners acquire the knowledge and skills needed to promote sustainable development |  | education for sustainable development, environmental education, esd | 持続可能な開発のための教育, 環境教育, ESD, 出前授業
4.a | Build and upgrade education facilities that are child, disability and gender sensitive |  | school building, education facility | 教育施設, 校舎
4.b | Expand the number of scholarships available to developing countries |  | scholarship, study abroad | 奨学金, 留学
4.c | Increase the supply of qualified teachers |  | teacher training, teacher | 教員, 教師, 教員研修
5.1 | End all forms of discrimination against all women and girls everywhere |  | gender discrimination, women's rights | 女性差別, 女性の権利
5.2 | Eliminate all forms of violence against all women and girls |  | violence against women, gender-based violence | 女性への暴力, ジェンダーに基づく暴力
5.3 | Eliminate all harmful practices, such as child, early and forced marriage and female genital mutilation |  | child marriage, forced marriage | 児童婚, 強制結婚
5.4 | Recognize and value unpaid care and domestic work and promote shared responsibility within the household |  | unpaid care, domestic work, work-life balance, parental leave | 家事, 育児, ワークライフバランス, 育児休業
5.5 | Ensure women's full participation and equal opportunities for leadership at all levels of decision-making |  | women in leadership, female manager, women on board, gender equality | 女性管理職, 女性役員, 女性活躍, ジェンダー平等
5.6 | Ensure universal access to sexual and reproductive health and reproductive rights |  | reproductive rights | リプロダクティブ・ライツ
5.a | Undertake reforms to give women equal rights to economic resources and ownership |  | women's economic empowerment, women entrepreneur | 女性の経済的エンパワーメント, 女性起業家
5.b | Enhance the use of enabling technology to promote the empowerment of women |  | women in tech, digital skills for women | 女性エンジニア, 女性のデジタル人材
5.c | Adopt and strengthen policies and legislation for gender equality and the empowerment of women |  | gender equality policy, equal opportunity policy | 男女共同参画, ジェンダー平等方針
6.1 | Achieve universal and equitable access to safe and affordable drinking water |  | drinking water, safe water | 飲料水, 安全な水
6.2 | Achieve access to adequate and equitable sanitation and hygiene for all |  | sanitation, hygiene, toilet | 衛生, トイレ
6.3 | Improve water quality by reducing pollution, halving untreated wastewater and increasing recycling and safe reuse |  | wastewater treatment, water quality, water recycling, water pollution | 排水処理, 水質, 水のリサイクル, 水質汚濁
6.4 | Increase water-use efficiency and ensure sustainable withdrawals and supply of freshwater |  | water efficiency, water saving, water withdrawal, water scarcity | 節水, 水効率, 取水, 水不足
6.5 | Implement integrated water resources management at all levels |  | water resources management, watershed | 水資源管理, 流域
6.6 | Protect and restore water-related ecosystems, including mountains, forests, wetlands, rivers, aquifers and lakes |  | wetland, river, lake, water ecosystem | 湿地, 河川, 湖, 水辺
6.a | Expand international cooperation and capacity-building support for water and sanitation in developing countries |  | desalination, water cooperation | 海水淡水化, 水の国際協力
6.b | Support and strengthen the participation of local communities in improving water and sanitation management |  | community water management | 地域の水管理
7.1 | Ensure universal access to affordable, reliable and modern energy services |  | energy access, electrification | エネルギーアクセス, 電化
7.2 | Increase substantially the share of renewable energy in the global energy mix |  | renewable energy, renewable electricity, solar, wind power, re100 | 再生可能エネルギー, 太陽光, 風力, RE100, 再エネ | 2
7.3 | Double the global rate of improvement in energy efficiency |  | energy efficiency, energy saving, led lighting | 省エネ, エネルギー効率, 省エネルギー, LED
7.a | Enhance international cooperation on clean energy research and technology and promote investment in clean energy |  | clean energy investment, clean energy technology | クリーンエネルギー投資, クリーンエネルギー技術
7.b | Expand infrastructure and upgrade technology for modern and sustainable energy services in developing countries |  | energy infrastructure | エネルギーインフラ
8.1 | Sustain per capita economic growth in accordance with national circumstances |  | economic growth | 経済成長
8.2 | Achieve higher levels of economic productivity through diversification, technological upgrading and innovation |  | productivity, digital transformation | 生産性, DX, デジタルトランスフォーメーション
8.3 | Promote policies that support productive activities, decent job creation, entrepreneurship and the growth of small enterprises |  | job creation, small business, entrepreneurship, startup | 雇用創出, 中小企業, 起業, スタートアップ
8.4 | Improve global resource efficiency in consumption and production and decouple economic growth from environmental degradation |  | resource efficiency, decoupling | 資源効率, デカップリング
8.5 | Achieve full and productive employment and decent work for all, and equal pay for work of equal value |  | decent work, equal pay, disability employment, fair wage | ディーセント・ワーク, 同一労働同一賃金, 障がい者雇用, 働きがい
8.6 | Substantially reduce the proportion of youth not in employment, education or training |  | youth employment, internship | 若者の雇用, インターンシップ, 若年者
8.7 | Eradicate forced labour, end modern slavery and human trafficking, and end child labour |  | forced labor, modern slavery, human trafficking, child labor | 強制労働, 現代奴隷, 人身取引, 児童労働
8.8 | Protect labour rights and promote safe and secure working environments for all workers, including migrant workers |  | labor rights, occupational safety, migrant worker, health and safety | 労働者の権利, 労働安全, 外国人労働者, 技能実習
8.9 | Devise and implement policies to promote sustainable tourism that creates jobs and promotes local culture and products |  | sustainable tourism, ecotourism | 持続可能な観光, エコツーリズム, 観光
8.10 | Strengthen domestic financial institutions to expand access to banking, insurance and financial services for all |  | financial inclusion, banking access | 金融包摂, 金融サービス
8.a | Increase Aid for Trade support for developing countries |  | aid for trade | 貿易のための援助
8.b | Develop a global strategy for youth employment and implement the ILO Global Jobs Pact |  | youth employment strategy | 若者雇用戦略
9.1 | Develop quality, reliable, sustainable and resilient infrastructure |  | resilient infrastructure, infrastructure | 強靱なインフラ, インフラ
9.2 | Promote inclusive and sustainable industrialization |  | sustainable industry, manufacturing | 持続可能な産業, 製造業, ものづくり
9.3 | Increase the access of small-scale enterprises to financial services and their integration into value chains |  | sme financing, small enterprise finance | 中小企業金融, 小規模事業者
9.4 | Upgrade infrastructure and retrofit industries to make them sustainable, with resource-use efficiency and clean technologies |  | clean technology, retrofit, energy-efficient equipment | クリーン技術, 設備更新, 省エネ設備
9.5 | Enhance scientific research and upgrade the technological capabilities of industrial sectors, encouraging innovation |  | research and development, r&d, innovation | 研究開発, イノベーション, 技術開発
9.a | Facilitate sustainable and resilient infrastructure development in developing countries |  | infrastructure in developing countries | 途上国のインフラ
9.b | Support domestic technology development, research and innovation in developing countries |  | technology transfer | 技術移転
9.c | Increase access to information and communications technology and provide affordable access to the Internet |  | internet access, digital divide, ict | インターネット, デジタルデバイド, 情報通信技術
10.1 | Achieve and sustain income growth of the bottom 40 per cent of the population |  | income inequality, low income | 所得格差, 低所得
10.2 | Empower and promote the social, economic and political inclusion of all |  | social inclusion, disability inclusion, accessibility | 社会的包摂, 障がい者, バリアフリー, インクルージョン
10.3 | Ensure equal opportunity and reduce inequalities of outcome, including by eliminating discriminatory practices |  | equal opportunity, anti-discrimination | 機会均等, 差別禁止, 差別
10.4 | Adopt policies, especially fiscal, wage and social protection policies, and achieve greater equality |  | wage policy, fair wage | 賃金政策, 公正な賃金
10.5 | Improve the regulation and monitoring of global financial markets and institutions |  | financial regulation | 金融規制
10.6 | Ensure enhanced representation and voice for developing countries in global economic and financial institutions |  | developing country representation | 途上国の発言力
10.7 | Facilitate orderly, safe, regular and responsible migration and mobility of people |  | migration, migrant, refugee | 移民, 難民, 移住
10.a | Implement the principle of special and differential treatment for developing countries |  | special and differential treatment | 特別かつ異なる待遇
10.b | Encourage official development assistance and financial flows to States where the need is greatest |  | official development assistance, oda | 政府開発援助, ODA
10.c | Reduce the transaction costs of migrant remittances to less than 3 per cent |  | remittance | 送金
11.1 | Ensure access for all to adequate, safe and affordable housing and basic services and upgrade slums |  | affordable housing, housing | 住宅, 手頃な住宅
11.2 | Provide access to safe, affordable, accessible and sustainable transport systems for all |  | public transport, sustainable transport, cycling, mobility | 公共交通, 持続可能な交通, 自転車, モビリティ
11.3 | Enhance inclusive and sustainable urbanization and participatory settlement planning |  | urban planning, sustainable city | まちづくり, 都市計画
11.4 | Strengthen efforts to protect and safeguard the world's cultural and natural heritage |  | cultural heritage, natural heritage | 文化遺産, 自然遺産, 伝統文化
11.5 | Reduce deaths, people affected and economic losses caused by disasters, including water-related disasters |  | disaster prevention, disaster risk reduction | 防災, 減災, 災害
11.6 | Reduce the adverse per capita environmental impact of cities, including air quality and municipal waste |  | air quality, municipal waste, urban environment | 大気質, 一般廃棄物, 都市環境
11.7 | Provide universal access to safe, inclusive and accessible green and public spaces |  | green space, park, public space | 緑地, 公園, 公共空間
11.a | Support positive economic, social and environmental links between urban, peri-urban and rural areas |  | regional development, urban-rural | 地域開発, 都市と農村, 地方創生
11.b | Increase cities adopting integrated policies on inclusion, resource efficiency, climate adaptation and disaster resilience |  | resilient city, disaster resilience | 強靱な都市, 防災計画
11.c | Support least developed countries in building sustainable and resilient buildings utilizing local materials |  | sustainable building, local material | 持続可能な建築, 地域材
12.1 | Implement the 10-Year Framework of Programmes on Sustainable Consumption and Production |  | sustainable consumption and production | 持続可能な消費と生産
12.2 | Achieve the sustainable management and efficient use of natural resources |  | natural resource, resource efficiency, material efficiency | 天然資源, 資源効率, 資源の有効利用
12.3 | Halve per capita global food waste at retail and consumer levels and reduce food losses along supply chains |  | food waste, food loss | 食品ロス, 食品廃棄
12.4 | Achieve the environmentally sound management of chemicals and all wastes and reduce their release |  | chemical management, hazardous waste | 化学物質管理, 有害廃棄物
12.5 | Substantially reduce waste generation through prevention, reduction, recycling and reuse |  | recycling, reuse, waste reduction, zero waste, plastic reduction | リサイクル, 再利用, 廃棄物削減, ゼロエミッション, プラスチック削減, 3R
12.6 | Encourage companies to adopt sustainable practices and integrate sustainability information into their reporting |  | sustainability report, sustainability reporting, esg disclosure | サステナビリティレポート, 統合報告書, ESG情報開示
12.7 | Promote public procurement practices that are sustainable |  | sustainable procurement, green procurement | 持続可能な調達, グリーン購入, グリーン調達
12.8 | Ensure that people everywhere have the information and awareness for sustainable development and lifestyles |  | awareness raising, sustainable lifestyle, consumer education | 啓発, 持続可能なライフスタイル, 消費者教育
12.a | Support developing countries to strengthen their scientific and technological capacity for sustainable consumption and production |  | sustainable production technology | 持続可能な生産技術
12.b | Develop and implement tools to monitor sustainable development impacts for sustainable tourism |  | tourism impact monitoring | 観光の影響
12.c | Rationalize inefficient fossil-fuel subsidies that encourage wasteful consumption |  | fossil fuel subsidy | 化石燃料補助金
13.1 | Strengthen resilience and adaptive capacity to climate-related hazards and natural disasters |  | climate adaptation, climate resilience, natural disaster | 気候変動への適応, 適応策, 自然災害
13.2 | Integrate climate change measures into national policies, strategies and planning |  | climate change, climate action, emission+reduction, emission+reduce, decarbonization, net zero | 気候変動, 温暖化対策, 脱炭素, 排出+削減, カーボンニュートラル | 2
13.3 | Improve education, awareness-raising and capacity on climate change mitigation, adaptation and early warning |  | climate education, climate awareness | 気候変動教育, 気候変動の啓発, 環境教育
13.a | Implement the UNFCCC commitment to mobilize climate finance for developing countries |  | green climate fund, climate finance | 緑の気候基金, 気候資金
13.b | Promote mechanisms for climate change-related planning and management in least developed countries and small island States |  | climate capacity building | 気候変動の能力構築
14.1 | Prevent and significantly reduce marine pollution of all kinds, in particular from land-based activities |  | marine pollution, marine plastic, ocean plastic | 海洋汚染, 海洋プラスチック, 海ごみ
14.2 | Sustainably manage and protect marine and coastal ecosystems |  | coastal ecosystem, marine ecosystem, blue carbon | 沿岸生態系, 海洋生態系, ブルーカーボン
14.3 | Minimize and address the impacts of ocean acidification |  | ocean acidification | 海洋酸性化
14.4 | Regulate harvesting and end overfishing and illegal, unreported and unregulated fishing |  | overfishing, sustainable fishing, iuu fishing, msc | 乱獲, 持続可能な漁業, MSC
14.5 | Conserve at least 10 per cent of coastal and marine areas |  | marine protected area | 海洋保護区
14.6 | Prohibit fisheries subsidies which contribute to overcapacity and overfishing |  | fisheries subsidy | 漁業補助金
14.7 | Increase the economic benefits to small island developing States and least developed countries from the sustainable use of marine resources |  | sustainable aquaculture, aquaculture, marine resource | 養殖, 海洋資源, ASC
14.a | Increase scientific knowledge, develop research capacity and transfer marine technology |  | marine research | 海洋研究
14.b | Provide access for small-scale artisanal fishers to marine resources and markets |  | small-scale fisher | 小規模漁業者
14.c | Enhance the conservation and sustainable use of oceans by implementing international law as reflected in UNCLOS |  | law of the sea | 海洋法
15.1 | Ensure the conservation, restoration and sustainable use of terrestrial and inland freshwater ecosystems |  | terrestrial ecosystem, freshwater ecosystem, nature conservation | 陸域生態系, 淡水生態系, 自然保護
15.2 | Promote sustainable management of all types of forests, halt deforestation and restore degraded forests |  | deforestation, reforestation, tree planting, sustainable forest, fsc | 森林破壊, 植林, 森林保全, 森づくり, FSC, 森林整備
15.3 | Combat desertification, restore degraded land and soil and strive for a land degradation-neutral world |  | desertification, land degradation, soil health | 砂漠化, 土地劣化, 土壌
15.4 | Ensure the conservation of mountain ecosystems, including their biodiversity |  | mountain ecosystem | 山地生態系, 里山
15.5 | Reduce the degradation of natural habitats, halt the loss of biodiversity and protect threatened species |  | biodiversity, endangered species, habitat, nature positive | 生物多様性, 絶滅危惧種, 生息地, ネイチャーポジティブ
15.6 | Promote fair and equitable sharing of the benefits arising from the utilization of genetic resources |  | genetic resource, benefit-sharing | 遺伝資源, 利益配分
15.7 | End poaching and trafficking of protected species of flora and fauna |  | poaching, wildlife trafficking | 密猟, 野生生物取引
15.8 | Prevent the introduction and reduce the impact of invasive alien species |  | invasive species, alien species | 外来種, 侵略的外来種
15.9 | Integrate ecosystem and biodiversity values into national and local planning and development processes |  | natural capital, biodiversity strategy | 自然資本, 生物多様性戦略
15.a | Mobilize and increase financial resources to conserve and sustainably use biodiversity and ecosystems |  | biodiversity finance | 生物多様性への資金
15.b | Mobilize resources to finance sustainable forest management |  | forest finance | 森林への資金
15.c | Enhance global support for efforts to combat poaching and trafficking of protected species |  | anti-poaching | 密猟対策
16.1 | Significantly reduce all forms of violence and related death rates everywhere |  | violence prevention | 暴力の防止
16.2 | End abuse, exploitation, trafficking and all forms of violence against and torture of children |  | child protection, child abuse | 子どもの保護, 児童虐待
16.3 | Promote the rule of law and ensure equal access to justice for all |  | rule of law, access to justice | 法の支配, 司法へのアクセス
16.4 | Significantly reduce illicit financial and arms flows and combat all forms of organized crime |  | money laundering, organized crime | マネーロンダリング, 組織犯罪
16.5 | Substantially reduce corruption and bribery in all their forms |  | anti-corruption, bribery, corruption | 腐敗防止, 贈収賄, 汚職
16.6 | Develop effective, accountable and transparent institutions at all levels |  | transparency, accountability | 透明性, 説明責任
16.7 | Ensure responsive, inclusive, participatory and representative decision-making at all levels |  | participatory decision-making, stakeholder engagement | 参加型, ステークホルダー・エンゲージメント
16.8 | Broaden and strengthen the participation of developing countries in the institutions of global governance |  | global governance | グローバル・ガバナンス
16.9 | Provide legal identity for all, including birth registration |  | legal identity, birth registration | 法的身分, 出生登録
16.10 | Ensure public access to information and protect fundamental freedoms |  | access to information, freedom of expression | 情報へのアクセス, 表現の自由
16.a | Strengthen relevant national institutions to prevent violence and combat terrorism and crime |  | crime prevention, terrorism | 犯罪防止, テロ
16.b | Promote and enforce non-discriminatory laws and policies for sustainable development |  | non-discrimination policy, human rights policy | 差別禁止, 人権方針
17.1 | Strengthen domestic resource mobilization to improve domestic capacity for tax and other revenue collection |  | tax collection, tax paid | 税収, 納税
17.2 | Developed countries to implement fully their official development assistance commitments |  | official development assistance | 政府開発援助
17.3 | Mobilize additional financial resources for developing countries from multiple sources |  | impact investment, blended finance | インパクト投資, ブレンデッド・ファイナンス
17.4 | Assist developing countries in attaining long-term debt sustainability |  | debt sustainability | 債務の持続可能性
17.5 | Adopt and implement investment promotion regimes for least developed countries |  | investment promotion | 投資促進
17.6 | Enhance North-South, South-South and triangular cooperation on science, technology and innovation |  | international cooperation, technology cooperation | 国際協力, 技術協力
17.7 | Promote the development, transfer and diffusion of environmentally sound technologies to developing countries |  | environmental technology transfer | 環境技術の移転
17.8 | Operationalize the technology bank and science, technology and innovation capacity-building for least developed countries |  | technology bank | 技術バンク
17.9 | Enhance international support for effective and targeted capacity-building in developing countries |  | capacity building | 能力構築, キャパシティ・ビルディング
17.10 | Promote a universal, rules-based, open, non-discriminatory and equitable multilateral trading system under the WTO |  | multilateral trade | 多角的貿易
17.11 | Significantly increase the exports of developing countries |  | fair trade, export from developing countries | フェアトレード, 途上国からの輸出
17.12 | Realize duty-free and quota-free market access for all least developed countries |  | duty-free market access | 無税無枠
17.13 | Enhance global macroeconomic stability, including through policy coordination and policy coherence |  | macroeconomic stability | マクロ経済の安定
17.14 | Enhance policy coherence for sustainable development |  | policy coherence | 政策の一貫性
17.15 | Respect each country's policy space and leadership for poverty eradication and sustainable development |  | policy space | 政策余地
17.16 | Enhance the Global Partnership for Sustainable Development, complemented by multi-stakeholder partnerships |  | partnership, multi-stakeholder partnership | パートナーシップ, マルチステークホルダー, 協働
17.17 | Encourage and promote effective public, public-private and civil society partnerships |  | public-private partnership, ngo, npo | 官民連携, 産官学, NPO, NGO
17.18 | Enhance capacity-building support to increase the availability of high-quality, timely and reliable disaggregated data |  | disaggregated data, statistical capacity | 統計データ, 統計
17.19 | Develop measurements of progress on sustainable development that complement gross domestic product |  | beyond gdp, progress measurement | GDPを補完する指標
`;

export const SDGS = disclosureTable("sdgs", topicOf, TARGETS);
