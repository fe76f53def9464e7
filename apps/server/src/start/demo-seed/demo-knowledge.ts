import type pg from 'pg'
import {
  insertArticle,
  setArticleStatus,
  type ArticleContent,
} from '../../modules/knowledge/knowledge-article-repository'
import { articleText, toSafeArticleHtml } from '../../modules/knowledge/knowledge-html'
import { publishArticle } from '../../modules/knowledge/knowledge-published-repository'
import { addVersion } from '../../modules/knowledge/knowledge-version-repository'

type DemoArticle = {
  title: string
  category: string
  tags: string[]
  bodyHtml: string
  /** Skill groups whose calls it suits. */
  queues?: string[]
  /** Published, or still waiting in review. */
  isPublished: boolean
}

const CATEGORIES = ['网络与宽带', '账户与账单', '会员服务', 'Product guides'] as const

const ARTICLES: readonly DemoArticle[] = [
  {
    title: '宽带报修流程',
    category: '网络与宽带',
    tags: ['宽带', '报修', '断网'],
    queues: ['售后服务'],
    isPublished: true,
    bodyHtml:
      '<h2>客户反映家里宽带无法上网时</h2><ol><li>请客户查看光猫指示灯：PON 灯常亮为正常，LOS 灯红色闪烁说明光纤中断。</li>' +
      '<li>请客户重启光猫和路由器，等待两分钟后再试。</li><li>仍无法上网时，核对宽带账号与装机地址，在工单中心创建报修工单，' +
      '承诺 24 小时内上门。</li></ol><p>报修工单请选择“宽带故障”分类，并在描述中写明指示灯状态。</p>',
  },
  {
    title: 'Broadband troubleshooting guide',
    category: 'Product guides',
    tags: ['broadband', 'router', 'wifi'],
    queues: ['售后服务'],
    isPublished: true,
    bodyHtml:
      '<p>When a customer reports that their broadband is down, ask them to check the router lights first.</p>' +
      '<ul><li>Restart the modem and the router, then wait two minutes.</li><li>If the Wi-Fi works but there is ' +
      'no internet, check the account is not suspended for billing.</li><li>Still offline: open a repair work ' +
      'order with the light status.</li></ul>',
  },
  {
    title: '发票抬头修改说明',
    category: '账户与账单',
    tags: ['发票', '开票'],
    isPublished: true,
    bodyHtml:
      '<p>发票开具后 30 天内可修改抬头一次。请核对客户提供的单位名称和纳税人识别号，在账单页面提交修改申请，' +
      '新发票将在 3 个工作日内发送到客户邮箱。</p>',
  },
  {
    title: '金牌会员专属服务',
    category: '会员服务',
    tags: ['金牌', 'VIP', '会员', '积分'],
    queues: ['售前咨询'],
    isPublished: true,
    bodyHtml:
      '<p>金牌会员享受专属客服通道、积分双倍和免费上门安装。来电时请先致谢，并告知本月可兑换的积分礼品。</p>',
  },
  {
    title: 'How to reset an account password',
    category: 'Product guides',
    tags: ['password', 'account'],
    isPublished: true,
    bodyHtml:
      '<p>Send the customer the reset link from the login page. The link expires after 30 minutes; a locked ' +
      'account unlocks by itself after 15 minutes.</p>',
  },
  {
    title: '退货退款说明',
    category: '账户与账单',
    tags: ['退货', '退款'],
    isPublished: false,
    bodyHtml: '<p>签收后 7 天内可无理由退货，退款在仓库收货后 3 个工作日内原路退回。</p>',
  },
]

/**
 * The demo tenant's knowledge base: a few categories, Chinese and English articles published by the
 * administrator (the broadband ones linked to 售后服务's queue), and one waiting in review. Written through the
 * module's own repositories, with the tenant set as a request would set it.
 */
export async function seedDemoKnowledge(owner: pg.ClientBase, tenantId: string, adminId: string) {
  await owner.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenantId])
  const categoryIds = new Map<string, string>()
  for (const [index, name] of CATEGORIES.entries()) {
    const { rows } = await owner.query<{ id: string }>(
      'INSERT INTO knowledge_categories (tenant_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id',
      [tenantId, name, index],
    )
    categoryIds.set(name, rows[0]?.id ?? '')
  }
  for (const article of ARTICLES) {
    const { rows: queues } = await owner.query<{ id: string }>(
      'SELECT id FROM skill_groups WHERE tenant_id = $1 AND name = ANY ($2::text[])',
      [tenantId, article.queues ?? []],
    )
    const bodyHtml = toSafeArticleHtml(article.bodyHtml)
    const content: ArticleContent = {
      title: article.title,
      bodyHtml,
      bodyText: articleText(bodyHtml),
      categoryId: categoryIds.get(article.category) ?? null,
      tags: article.tags,
      roleIds: [],
      queueIds: queues.map((queue) => queue.id),
      attachmentIds: [],
    }
    const id = await insertArticle(owner, content, adminId)
    await addVersion(owner, { articleId: id, version: 1, action: 'created', actorId: adminId, content })
    await addVersion(owner, { articleId: id, version: 1, action: 'submitted', actorId: adminId, content })
    if (article.isPublished) {
      await publishArticle(owner, { id, version: 1, content, actorId: adminId })
      await addVersion(owner, { articleId: id, version: 1, action: 'published', actorId: adminId, content })
    }
    await setArticleStatus(owner, id, {
      status: article.isPublished ? 'published' : 'review',
      actorId: adminId,
    })
  }
  await owner.query(`SELECT set_config('app.tenant_id', '', true)`)
}
