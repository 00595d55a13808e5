-- One database per service (database-per-service). The official postgres image runs this
-- once, when its data volume is empty. A new service adds its line here.
CREATE DATABASE ela_auth;
CREATE DATABASE ela_catalog;
CREATE DATABASE ela_orders;
CREATE DATABASE ela_content;
CREATE DATABASE ela_payments;
CREATE DATABASE ela_analytics;
