import * as migration_20261122_054322_initial from './20261122_054322_initial';
import * as migration_20261122_063511_staff_desk_drag_ordering from './20261122_063511_staff_desk_drag_ordering';
import * as migration_20261123_104729_visitor_side from './20261123_104729_visitor_side';
import * as migration_20261123_121347_login_throttle_replaces_lockout from './20261123_121347_login_throttle_replaces_lockout';
import * as migration_20261123_121834_idempotency_keys from './20261123_121834_idempotency_keys';
import * as migration_20261123_134743_lead_source from './20261123_134743_lead_source';
import * as migration_20261123_153032_leads_desk_intake_notifications from './20261123_153032_leads_desk_intake_notifications';
import * as migration_20261125_160121_consent_records_attempts from './20261125_160121_consent_records_attempts';
import * as migration_20261125_160500_opt_out_list_flags_every_lead from './20261125_160500_opt_out_list_flags_every_lead';
import * as migration_20261125_161738_settings_history from './20261125_161738_settings_history';
import * as migration_20261125_190812_official_plugins_media_storage from './20261125_190812_official_plugins_media_storage';
import * as migration_20261125_220323_contact_sent_from_path from './20261125_220323_contact_sent_from_path';
import * as migration_20261126_003439_campaign_pages from './20261126_003439_campaign_pages';
import * as migration_20261126_003645_short_link_campaign from './20261126_003645_short_link_campaign';
import * as migration_20261126_044112_customer_rating from './20261126_044112_customer_rating';
import * as migration_20261126_044556_grievance_coordinator from './20261126_044556_grievance_coordinator';
import * as migration_20261126_065314_appointments from './20261126_065314_appointments';
import * as migration_20261126_075744_appointments_records from './20261126_075744_appointments_records';
import * as migration_20261128_063634_redirect_rules from './20261128_063634_redirect_rules';
import * as migration_20261128_064020_signing_links from './20261128_064020_signing_links';
import * as migration_20261128_064116_records_hash_algorithm from './20261128_064116_records_hash_algorithm';
import * as migration_20261128_072732_record_links_plain_ids from './20261128_072732_record_links_plain_ids';
import * as migration_20261128_093640_notices from './20261128_093640_notices';
import * as migration_20261128_093651_agent_calendars from './20261128_093651_agent_calendars';
import * as migration_20261128_093654_sms_reminders from './20261128_093654_sms_reminders';
import * as migration_20261128_093736_admin_titles from './20261128_093736_admin_titles';
import * as migration_20261128_102111_booking_block_tu_defaults from './20261128_102111_booking_block_tu_defaults';
import * as migration_20261128_110424_opt_out_scope from './20261128_110424_opt_out_scope';
import * as migration_20261128_125823_policies_foundation from './20261128_125823_policies_foundation';
import * as migration_20261128_130227_desk35_rescission_notice_claim from './20261128_130227_desk35_rescission_notice_claim';
import * as migration_20261128_130724_pol_reviews from './20261128_130724_pol_reviews';
import * as migration_20261128_130850_pol_documents from './20261128_130850_pol_documents';
import * as migration_20261128_131101_pol_import from './20261128_131101_pol_import';
import * as migration_20261128_131422_pol_core_is_client from './20261128_131422_pol_core_is_client';

export const migrations = [
  {
    up: migration_20261122_054322_initial.up,
    down: migration_20261122_054322_initial.down,
    name: '20261122_054322_initial',
  },
  {
    up: migration_20261122_063511_staff_desk_drag_ordering.up,
    down: migration_20261122_063511_staff_desk_drag_ordering.down,
    name: '20261122_063511_staff_desk_drag_ordering',
  },
  {
    up: migration_20261123_104729_visitor_side.up,
    down: migration_20261123_104729_visitor_side.down,
    name: '20261123_104729_visitor_side',
  },
  {
    up: migration_20261123_121347_login_throttle_replaces_lockout.up,
    down: migration_20261123_121347_login_throttle_replaces_lockout.down,
    name: '20261123_121347_login_throttle_replaces_lockout',
  },
  {
    up: migration_20261123_121834_idempotency_keys.up,
    down: migration_20261123_121834_idempotency_keys.down,
    name: '20261123_121834_idempotency_keys',
  },
  {
    up: migration_20261123_134743_lead_source.up,
    down: migration_20261123_134743_lead_source.down,
    name: '20261123_134743_lead_source',
  },
  {
    up: migration_20261123_153032_leads_desk_intake_notifications.up,
    down: migration_20261123_153032_leads_desk_intake_notifications.down,
    name: '20261123_153032_leads_desk_intake_notifications',
  },
  {
    up: migration_20261125_160121_consent_records_attempts.up,
    down: migration_20261125_160121_consent_records_attempts.down,
    name: '20261125_160121_consent_records_attempts',
  },
  {
    up: migration_20261125_160500_opt_out_list_flags_every_lead.up,
    down: migration_20261125_160500_opt_out_list_flags_every_lead.down,
    name: '20261125_160500_opt_out_list_flags_every_lead',
  },
  {
    up: migration_20261125_161738_settings_history.up,
    down: migration_20261125_161738_settings_history.down,
    name: '20261125_161738_settings_history',
  },
  {
    up: migration_20261125_190812_official_plugins_media_storage.up,
    down: migration_20261125_190812_official_plugins_media_storage.down,
    name: '20261125_190812_official_plugins_media_storage',
  },
  {
    up: migration_20261125_220323_contact_sent_from_path.up,
    down: migration_20261125_220323_contact_sent_from_path.down,
    name: '20261125_220323_contact_sent_from_path',
  },
  {
    up: migration_20261126_003439_campaign_pages.up,
    down: migration_20261126_003439_campaign_pages.down,
    name: '20261126_003439_campaign_pages',
  },
  {
    up: migration_20261126_003645_short_link_campaign.up,
    down: migration_20261126_003645_short_link_campaign.down,
    name: '20261126_003645_short_link_campaign',
  },
  {
    up: migration_20261126_044112_customer_rating.up,
    down: migration_20261126_044112_customer_rating.down,
    name: '20261126_044112_customer_rating',
  },
  {
    up: migration_20261126_044556_grievance_coordinator.up,
    down: migration_20261126_044556_grievance_coordinator.down,
    name: '20261126_044556_grievance_coordinator',
  },
  {
    up: migration_20261126_065314_appointments.up,
    down: migration_20261126_065314_appointments.down,
    name: '20261126_065314_appointments',
  },
  {
    up: migration_20261126_075744_appointments_records.up,
    down: migration_20261126_075744_appointments_records.down,
    name: '20261126_075744_appointments_records',
  },
  {
    up: migration_20261128_063634_redirect_rules.up,
    down: migration_20261128_063634_redirect_rules.down,
    name: '20261128_063634_redirect_rules',
  },
  {
    up: migration_20261128_064020_signing_links.up,
    down: migration_20261128_064020_signing_links.down,
    name: '20261128_064020_signing_links',
  },
  {
    up: migration_20261128_064116_records_hash_algorithm.up,
    down: migration_20261128_064116_records_hash_algorithm.down,
    name: '20261128_064116_records_hash_algorithm',
  },
  {
    up: migration_20261128_072732_record_links_plain_ids.up,
    down: migration_20261128_072732_record_links_plain_ids.down,
    name: '20261128_072732_record_links_plain_ids',
  },
  {
    up: migration_20261128_093640_notices.up,
    down: migration_20261128_093640_notices.down,
    name: '20261128_093640_notices',
  },
  {
    up: migration_20261128_093651_agent_calendars.up,
    down: migration_20261128_093651_agent_calendars.down,
    name: '20261128_093651_agent_calendars',
  },
  {
    up: migration_20261128_093654_sms_reminders.up,
    down: migration_20261128_093654_sms_reminders.down,
    name: '20261128_093654_sms_reminders',
  },
  {
    up: migration_20261128_093736_admin_titles.up,
    down: migration_20261128_093736_admin_titles.down,
    name: '20261128_093736_admin_titles',
  },
  {
    up: migration_20261128_102111_booking_block_tu_defaults.up,
    down: migration_20261128_102111_booking_block_tu_defaults.down,
    name: '20261128_102111_booking_block_tu_defaults',
  },
  {
    up: migration_20261128_110424_opt_out_scope.up,
    down: migration_20261128_110424_opt_out_scope.down,
    name: '20261128_110424_opt_out_scope',
  },
  {
    up: migration_20261128_125823_policies_foundation.up,
    down: migration_20261128_125823_policies_foundation.down,
    name: '20261128_125823_policies_foundation',
  },
  {
    up: migration_20261128_130227_desk35_rescission_notice_claim.up,
    down: migration_20261128_130227_desk35_rescission_notice_claim.down,
    name: '20261128_130227_desk35_rescission_notice_claim',
  },
  {
    up: migration_20261128_130724_pol_reviews.up,
    down: migration_20261128_130724_pol_reviews.down,
    name: '20261128_130724_pol_reviews',
  },
  {
    up: migration_20261128_130850_pol_documents.up,
    down: migration_20261128_130850_pol_documents.down,
    name: '20261128_130850_pol_documents',
  },
  {
    up: migration_20261128_131101_pol_import.up,
    down: migration_20261128_131101_pol_import.down,
    name: '20261128_131101_pol_import',
  },
  {
    up: migration_20261128_131422_pol_core_is_client.up,
    down: migration_20261128_131422_pol_core_is_client.down,
    name: '20261128_131422_pol_core_is_client',
  },
];
